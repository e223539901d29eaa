import "server-only";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PairCheck } from "@/components/pair-check/pair-check";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ownerHistory } from "@/lib/server/services/scenes/history";
import { getPair } from "@/lib/server/services/scenes/pairs";
import { unlessMissing } from "@/lib/server/http/app-error";
import { routeId, type CheckParams } from "./route-id";

/** /owner/dashboard/p2p/{id?}, /owner-mobile/p2p/{id?}, /love-mobile/p2p/{id?} (a love check there). */
export async function PairCheckPage({ base, params }: { base: "/owner" | "/owner-mobile" | "/love-mobile"; params: CheckParams }) {
  const session = await requirePageSession("owner", `${base}/login`);
  const area = base === "/owner" ? "/owner/dashboard" : base;
  const id = await routeId(params);
  const db = await getDb();
  const pair = id ? await unlessMissing(() => getPair(db, session, id)) : null;
  if (id !== undefined && !pair) notFound(); // the route's not-found.tsx: "… does not exist", status 404
  const love = base === "/love-mobile";
  // Love-mobile numbers each check "check N+1" from the owner's pair-check counter.
  const history = love ? await ownerHistory(db, session.subjectId) : undefined;
  return <PairCheck key={pair?._id ?? "new"} area={area} variant={love ? "love" : "p2p"} initial={pair} history={history} />;
}
