import { ProfileListPage } from "@/app/[locale]/_profiles/profile-list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveProfiles", { brand: "love" });

export default function Page() {
  return (
    <ClientMessages namespaces={["createProfile", "grades", "profiles"]}>
      <ProfileListPage base="/love-mobile" />
    </ClientMessages>
  );
}
