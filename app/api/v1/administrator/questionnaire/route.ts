import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { createQuestionnaire, listQuestionnaires } from "@/lib/server/services/admin/admin-questionnaires";

export const GET = route({ action: "admin.questionnaires.read", ...endpoints.getAdministratorQuestionnaire, area: "administrator" }, ({ db }) => listQuestionnaires(db));
export const POST = route({ action: "admin.questionnaires.manage", ...endpoints.postAdministratorQuestionnaire, atomic: true, area: "administrator", maxBodyBytes: 1024 * 1024 }, ({ db, session, body, now }) => createQuestionnaire(db, session, body, now));
