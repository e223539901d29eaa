import { LoveSignup } from "@/lib/contracts/passport";
import { route } from "@/lib/server/http/route";
import { completeSignIn, requestMeta } from "@/lib/server/http/sign-in-response";
import { signUpOwner } from "@/lib/server/services/passport/sign-up-owner";

export const POST = route({ auth: "public", action: "account.signUp", body: LoveSignup, area: "owner" }, async (ctx) => {
  const { email, password, next } = ctx.body;
  const issued = await signUpOwner(ctx.db, { email, password, product: "love", locale: ctx.locale }, requestMeta(ctx));
  return completeSignIn(ctx, issued, next ?? "/love-mobile");
});
