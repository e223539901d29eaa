import { JoinRequest } from "@/lib/contracts/passport";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitContactRequest } from "@/lib/server/services/passport/contact";

export const POST = route({ auth: "public", action: "contact.send", body: JoinRequest }, async (ctx) => {
  const { email, name, companyName, message } = ctx.body;
  await submitContactRequest(ctx.db, { kind: "join", email, name, companyName, message, locale: ctx.locale }, requestMeta(ctx));
  return { ok: true };
});
