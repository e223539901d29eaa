import { SharedLinkPage } from "@/app/[locale]/_profiles/profile-pages";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("sharedProfile", { secret: true });

export default function Page({ params }: { params: Promise<{ sharelink: string }> }) {
  return (
    <ClientMessages namespaces={["bigFive", "createProfile", "grades", "profile", "profiles", "sharedLink", "unverified"]}>
      <SharedLinkPage base="/owner-mobile" params={params} />
    </ClientMessages>
  );
}
