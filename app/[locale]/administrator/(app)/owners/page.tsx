import { OwnersAdmin } from "@/components/admin/owners-admin";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("adminOwners");

export default async function AdministratorOwnersPage() {
  await requirePageSession("administrator", "/administrator/login");
  return (
    <ClientMessages namespaces={["admin"]}>
      <OwnersAdmin />
    </ClientMessages>
  );
}
