import { NextResponse, type NextRequest } from "next/server";
import { areaOfPath, preferenceCookieName } from "@/i18n/config";
import { chooseLocale } from "@/i18n/hosts";
import { env, isProduction } from "@/lib/env";

// Chooses the page language from the host (no locale in the URL) and adds security
// headers. It never decides access: every page and handler checks the session itself
// (checklist 19).

/** Pages whose address carries a secret (or gets one later, as the couple questionnaire's draft key). */
const TOKEN_PAGES = /\/(magic-link|password-reset|verify|link|couple-questionnaire|main\/questionnaire|main\/questionnaire-result)(\/|$)/;
/** Query parameters that carry a secret (a sign-in token, an invitation's permalink). */
const TOKEN_PARAMETERS = ["token", "invite"];

export function proxy(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  const e = env();
  const area = areaOfPath(pathname);
  const host = (e.TRUST_PROXY > 0 ? req.headers.get("x-forwarded-host")?.split(",")[0] : null) ?? req.headers.get("host") ?? "localhost";
  const locale = chooseLocale({
    host,
    area,
    preference: req.cookies.get(preferenceCookieName(area))?.value,
    ruHosts: e.RU_HOSTS,
    enHosts: e.EN_HOSTS,
  });

  const url = req.nextUrl.clone();
  url.pathname = `/${locale}${pathname === "/" ? "" : pathname}`;
  const forwarded = new Headers(req.headers);
  forwarded.set("x-accordo-path", pathname + req.nextUrl.search);
  // next-intl reads the request's locale from this header in server components that
  // render beside the [locale] layout (the role its own middleware plays).
  forwarded.set("x-next-intl-locale", locale);
  const response = NextResponse.rewrite(url, { request: { headers: forwarded } });

  const tokenPage = TOKEN_PARAMETERS.some((name) => searchParams.has(name)) || TOKEN_PAGES.test(pathname);
  response.headers.set("referrer-policy", tokenPage ? "no-referrer" : "strict-origin-when-cross-origin");
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("x-frame-options", "DENY");
  response.headers.set(
    "content-security-policy",
    [
      "default-src 'self'",
      `script-src 'self' 'unsafe-inline'${isProduction() ? "" : " 'unsafe-eval'"}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; "),
  );
  return response;
}

export const config = {
  matcher: ["/((?!api|_next|favicon.ico|avatars|.*\\.[a-zA-Z0-9]+$).*)"],
};
