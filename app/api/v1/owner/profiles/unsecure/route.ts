import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitAnonymousQuestionnaire } from "@/lib/server/services/profiles/submit-questionnaire";

export const POST = route({ action: "publicQuestionnaire.submit", ...endpoints.postOwnerProfilesUnsecure, maxBodyBytes: 256 * 1024 }, (ctx) => {
  const { kind, ...input } = ctx.body;
  return submitAnonymousQuestionnaire(ctx.db, input, kind, requestMeta(ctx));
});
