import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { TeamCheckView } from "@/components/team-check/team-check";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { getTeamCheck } from "@/lib/server/services/scenes/team-checks";
import { unlessMissing } from "@/lib/server/http/app-error";
import { routeId, type CheckParams } from "./route-id";

/** /owner/dashboard/team/{id?} and /owner-mobile/team/{id?}. */
export async function TeamCheckPage({ base, params }: { base: "/owner" | "/owner-mobile"; params: CheckParams }) {
  const session = await requirePageSession("owner", `${base}/login`);
  const area = base === "/owner" ? "/owner/dashboard" : base;
  const id = await routeId(params);
  const found = id ? await unlessMissing(async () => (await getTeamCheck(await getDb(), session, id)).check) : null;
  if (id !== undefined && !found) notFound(); // the route's not-found.tsx: "… does not exist", status 404
  return <TeamCheckView key={found?._id ?? "new"} area={area} initial={found} />;
}
