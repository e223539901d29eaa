import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { completeSignIn, requestMeta } from "@/lib/server/http/sign-in-response";
import { signUpOwner } from "@/lib/server/services/passport/sign-up-owner";

export const POST = route({ action: "account.signUp", ...endpoints.postPassportOwnerLoveSignup, area: "owner" }, async (ctx) => {
  const { email, password, next } = ctx.body;
  const issued = await signUpOwner(ctx.db, { email, password, product: "love", locale: ctx.locale }, requestMeta(ctx));
  return completeSignIn(ctx, issued, next ?? "/love-mobile");
});
