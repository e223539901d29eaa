import { EstimatorList } from "@/components/estimator/estimator-list";
import { getDb } from "@/db/client";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { nextBatchAvailable } from "@/lib/server/services/estimates/assign-batch";

export default async function EstimatorHome() {
  await requirePageSession("estimator", "/estimator/login");
  return <EstimatorList initialNextBatch={await nextBatchAvailable(await getDb())} />;
}
