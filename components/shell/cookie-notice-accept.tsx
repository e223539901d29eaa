"use client";

import type { ReactNode } from "react";
import { HydratedButton } from "@/components/ui/hydrated-button";
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_STORAGE_KEY } from "./cookie-notice-state";

/** The notice's OK button: remembers the answer and marks <html>, which hides the notice. */
export function CookieNoticeAccept({ className, children }: { className: string; children: ReactNode }) {
  return (
    // Mounted on every page: the plain client button keeps the class-merging code out of pages that need none.
    <HydratedButton
      type="button"
      data-cookie-notice-end=""
      className={className}
      onClick={() => {
        try {
          window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, "1");
        } catch {
          /* private mode: hide for this visit only */
        }
        document.documentElement.dataset.cookieNotice = COOKIE_NOTICE_ACCEPTED;
      }}
    >
      {children}
    </HydratedButton>
  );
}
