import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { jsonResponse } from "@/lib/server/http/responses";
import { checkReadiness } from "@/lib/server/services/health/check-readiness";

/** Readiness: the database answers and its migrations are applied; 503 with Retry-After otherwise (Redis down alone: 200 "degraded"). */
export const GET = route({ ...endpoints.getReady, action: "service.status" }, async ({ db, effects }) => {
  const readiness = await checkReadiness(db, { hub: effects.live });
  return readiness.status === "unavailable" ? jsonResponse(readiness, 503, { "retry-after": "5" }) : jsonResponse(readiness);
});
