import { ContactRequest } from "@/lib/contracts/passport";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitContactRequest } from "@/lib/server/services/passport/contact";

export const POST = route({ auth: "public", action: "contact.send", body: ContactRequest }, async (ctx) => {
  const { email, username, message } = ctx.body;
  await submitContactRequest(ctx.db, { kind: "contact", email, name: username, message, locale: ctx.locale }, requestMeta(ctx));
  return { ok: true };
});
