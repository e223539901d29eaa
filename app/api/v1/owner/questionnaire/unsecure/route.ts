import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";

/** GET /owner/questionnaire/unsecure: the same, for people filling a questionnaire without an account. */
export const GET = route({ action: "publicQuestionnaire.read", ...endpoints.getOwnerQuestionnaireUnsecure }, ({ db, query }) => currentQuestionnaire(db, query.kind, query.short));
