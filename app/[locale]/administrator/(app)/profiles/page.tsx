import { ProfilesAdmin } from "@/components/admin/profiles-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminProfiles");

export default async function AdministratorProfilesPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin", "grades"]}>
      <ProfilesAdmin />
    </ClientMessages>
  );
}
