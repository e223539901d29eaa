import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-style";
import { CookieNoticeAccept } from "./cookie-notice-accept";
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_STORAGE_KEY } from "./cookie-notice-state";

/**
 * Runs while the browser parses <body>, before the first paint: a visitor who accepted the
 * notice gets the <html> mark that hides it (app/globals.css), so it never flashes. In private
 * mode, where storage throws, the notice shows, as it would have.
 */
const MARK_IF_ACCEPTED = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_NOTICE_STORAGE_KEY)})==="1")document.documentElement.dataset.cookieNotice=${JSON.stringify(COOKIE_NOTICE_ACCEPTED)}}catch(e){}`;

/**
 * The cookie notice, in the server's HTML so that it paints with the page instead of after
 * hydration (it is the largest element above the fold on a phone, and was every small page's
 * LCP). Only its OK button is a client island. Its text is set in the size-matched fallback
 * face, which is local, so Inter arriving later cannot re-wrap it and move the box.
 */
export async function CookieNotice() {
  const t = await getTranslations("cookie");
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: MARK_IF_ACCEPTED }} />
      <div role="region" aria-label="cookies" data-cookie-notice-box="" className="font-fallback fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-xl border border-line bg-white p-4 text-sm shadow-lg sm:flex-row sm:items-center">
        <p className="flex-1 text-ink">{t("text")}</p>
        <CookieNoticeAccept className={buttonClasses("primary", "sm")}>{t("accept")}</CookieNoticeAccept>
      </div>
    </>
  );
}
