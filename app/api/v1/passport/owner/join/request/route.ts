import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { submitContactRequest } from "@/lib/server/services/passport/contact";

export const POST = route({ action: "contact.send", ...endpoints.postPassportOwnerJoinRequest }, async (ctx) => {
  const { email, name, companyName, message } = ctx.body;
  await submitContactRequest(ctx.db, { kind: "join", email, name, companyName, message, locale: ctx.locale }, requestMeta(ctx));
  return { ok: true };
});
