import { ProfilePage } from "@/app/[locale]/_profiles/profile-pages";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerProfile");

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={["bigFive", "createProfile", "grades", "profile", "profiles", "sharedLink"]}>
      <ProfilePage base="/owner-mobile" params={params} />
    </ClientMessages>
  );
}
