import { CompareProfiles } from "@/components/estimator/compare-profiles";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("estimatorCompare");

export default async function ComparePage() {
  await requirePageSession("estimator", "/estimator/login");
  return (
    <ClientMessages namespaces={["bigFive", "estimator", "grades", "profile"]}>
      <CompareProfiles />
    </ClientMessages>
  );
}
