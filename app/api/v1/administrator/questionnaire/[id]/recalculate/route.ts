import { AdminIdParam } from "@/lib/contracts/admin";
import { route } from "@/lib/server/http/route";
import { recalculateQuestionnaire } from "@/lib/server/services/admin/admin-questionnaires";

export const POST = route({ atomic: true, auth: "administrator", action: "admin.questionnaires.manage", params: AdminIdParam, area: "administrator" }, ({ db, session, params, now }) => recalculateQuestionnaire(db, session, params.id, now));
