import { EstimatorList } from "@/components/estimator/estimator-list";
import { getDb } from "@/db/client";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { nextBatchAvailable } from "@/lib/server/services/estimates/assign-batch";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("estimatorProfiles");

export default async function EstimatorHome() {
  await requirePageSession("estimator", "/estimator/login");
  return (
    <ClientMessages namespaces={["estimator", "grades", "profiles"]}>
      <EstimatorList initialNextBatch={await nextBatchAvailable(await getDb())} />
    </ClientMessages>
  );
}
