import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitContactRequest } from "@/lib/server/services/passport/contact";

export const POST = route({ action: "contact.send", ...endpoints.postPassportOwnerMailContact }, async (ctx) => {
  const { email, username, message } = ctx.body;
  await submitContactRequest(ctx.db, { kind: "contact", email, name: username, message, locale: ctx.locale }, requestMeta(ctx));
  return { ok: true };
});
