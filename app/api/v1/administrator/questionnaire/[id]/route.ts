import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { deleteQuestionnaire, getQuestionnaire, updateQuestionnaire } from "@/lib/server/services/admin/admin-questionnaires";

export const GET = route({ action: "admin.questionnaires.read", ...endpoints.getAdministratorQuestionnaireById, area: "administrator" }, ({ db, params }) => getQuestionnaire(db, params.id));
export const PATCH = route({ action: "admin.questionnaires.manage", ...endpoints.patchAdministratorQuestionnaireById, atomic: true, area: "administrator", maxBodyBytes: 1024 * 1024 }, ({ db, session, params, body, now }) => updateQuestionnaire(db, session, params.id, body, now));
export const DELETE = route({ action: "admin.questionnaires.manage", ...endpoints.deleteAdministratorQuestionnaireById, atomic: true, area: "administrator" }, ({ db, session, params, now }) => deleteQuestionnaire(db, session, params.id, now));
