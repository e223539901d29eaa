import { ClaimProfile } from "@/components/questionnaire-pages/claim-profile";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerClaim");

export default async function ClaimPage() {
  await requirePageSession("owner", "/owner/login");
  return (
    <ClientMessages namespaces={["questionnairePages"]}>
      <ClaimProfile />
    </ClientMessages>
  );
}
