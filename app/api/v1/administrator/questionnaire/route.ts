import { CreateQuestionnaire } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { createQuestionnaire, listQuestionnaires } from "@/lib/server/services/admin/admin-questionnaires";

export const GET = route({ auth: "administrator", action: "admin.questionnaires.read", area: "administrator" }, ({ db }) => listQuestionnaires(db));
export const POST = route({ atomic: true, auth: "administrator", action: "admin.questionnaires.manage", body: CreateQuestionnaire, area: "administrator", maxBodyBytes: 1024 * 1024 }, ({ db, session, body, now }) => createQuestionnaire(db, session, body, now));
