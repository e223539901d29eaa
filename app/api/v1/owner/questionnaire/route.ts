import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";

/** GET /owner/questionnaire?short=true&kind=profile: the current questionnaire (short form on request). */
export const GET = route({ action: "questionnaire.read", ...endpoints.getOwnerQuestionnaire, area: "owner" }, ({ db, query }) => currentQuestionnaire(db, query.kind, query.short));
