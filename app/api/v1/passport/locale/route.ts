import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { setLocalePreference } from "@/lib/server/services/passport/set-locale";

/** Stores the language a person chose for an area: per user when signed in there, and in a cookie read by proxy.ts. */
export const POST = route({ action: "locale.set", ...endpoints.postPassportLocale }, (ctx) => setLocalePreference(ctx));
