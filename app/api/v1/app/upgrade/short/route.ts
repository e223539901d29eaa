import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { upgradeQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";

/** GET /app/upgrade/short: the questions that turn a short profile into a full one. */
export const GET = route({ action: "publicQuestionnaire.read", ...endpoints.getAppUpgradeShort }, ({ db }) => upgradeQuestionnaire(db));
