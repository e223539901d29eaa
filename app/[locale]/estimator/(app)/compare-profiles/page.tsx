import { CompareProfiles } from "@/components/estimator/compare-profiles";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function ComparePage() {
  await requirePageSession("estimator", "/estimator/login");
  return <CompareProfiles />;
}
