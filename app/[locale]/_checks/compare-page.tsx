import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CompareIntro, CompareView } from "@/components/compare/compare-view";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { getComparison } from "@/lib/server/services/scenes/compare-scenes";
import { unlessMissing } from "@/lib/server/http/app-error";
import { routeId, type CheckParams } from "./route-id";

/** /owner/dashboard/compare-teams/{id?}: without an id, how to start one from the team list. */
export async function ComparePage({ params }: { params: CheckParams }) {
  const session = await requirePageSession("owner", "/owner/login");
  const id = await routeId(params);
  if (id === undefined) return <CompareIntro />;
  const comparison = id ? await unlessMissing(async () => getComparison(await getDb(), session, id)) : null;
  if (!comparison) notFound(); // the route's not-found.tsx: "… does not exist", status 404
  return <CompareView key={comparison._id} initial={comparison} />;
}
