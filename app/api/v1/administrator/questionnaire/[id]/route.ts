import { AdminIdParam, UpdateQuestionnaire } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { deleteQuestionnaire, getQuestionnaire, updateQuestionnaire } from "@/lib/server/services/admin/admin-questionnaires";

export const GET = route({ auth: "administrator", action: "admin.questionnaires.read", params: AdminIdParam, area: "administrator" }, ({ db, params }) => getQuestionnaire(db, params.id));
export const PATCH = route({ atomic: true, auth: "administrator", action: "admin.questionnaires.manage", params: AdminIdParam, body: UpdateQuestionnaire, area: "administrator", maxBodyBytes: 1024 * 1024 }, ({ db, session, params, body, now }) => updateQuestionnaire(db, session, params.id, body, now));
export const DELETE = route({ atomic: true, auth: "administrator", action: "admin.questionnaires.manage", params: AdminIdParam, area: "administrator" }, ({ db, session, params, now }) => deleteQuestionnaire(db, session, params.id, now));
