import { AdminIdParam, FinalScorePreciseBody } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { clearFinalScore, setFinalScore } from "@/lib/server/services/admin/admin-profiles";

export const PUT = route({ atomic: true, auth: "administrator", action: "admin.finalScores.manage", params: AdminIdParam, body: FinalScorePreciseBody, area: "administrator" }, ({ db, session, params, body, now }) => setFinalScore(db, session, params.id, body.score, true, now));
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.finalScores.manage", params: AdminIdParam, area: "administrator" }, ({ db, session, params, now }) => clearFinalScore(db, session, params.id, true, now));
