import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { clearFinalScore, setFinalScore } from "@/lib/server/services/admin/admin-profiles";

export const PUT = route({ action: "admin.finalScores.manage", ...endpoints.putAdministratorProfilesByIdFinalScorePrecise, atomic: true, area: "administrator" }, ({ db, session, params, body, now }) => setFinalScore(db, session, params.id, body.score, true, now));
export const DELETE = route({ action: "admin.finalScores.manage", ...endpoints.deleteAdministratorProfilesByIdFinalScorePrecise, atomic: true, area: "administrator" }, ({ db, session, params, now }) => clearFinalScore(db, session, params.id, true, now));
