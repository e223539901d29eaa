import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { recalculateQuestionnaire } from "@/lib/server/services/admin/admin-questionnaires";

export const POST = route({ action: "admin.questionnaires.manage", ...endpoints.postAdministratorQuestionnaireByIdRecalculate, atomic: true, area: "administrator" }, ({ db, session, params, now }) => recalculateQuestionnaire(db, session, params.id, now));
