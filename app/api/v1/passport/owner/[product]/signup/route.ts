import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { signUpFlameUser } from "@/lib/server/services/passport/sign-up-flame";

/** POST /owner/{product}/signup: consumer products other than love; today only "flame". */
export const POST = route({ action: "account.signUp", ...endpoints.postPassportOwnerByProductSignup, area: "flame" }, async (ctx) => {
  await signUpFlameUser(ctx.db, ctx.body.email, ctx.locale, requestMeta(ctx));
  return { ok: true };
});
