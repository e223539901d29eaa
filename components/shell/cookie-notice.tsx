"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-style";
import { HydratedButton } from "@/components/ui/hydrated-button";

const STORAGE_KEY = "cookie-notice-accepted";

export function CookieNotice() {
  const t = useTranslations("cookie");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    try {
      setVisible(window.localStorage.getItem(STORAGE_KEY) !== "1");
    } catch {
      setVisible(true);
    }
  }, []);
  if (!visible) return null;
  return (
    <div role="region" aria-label="cookies" className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-xl border border-line bg-white p-4 text-sm shadow-lg sm:flex-row sm:items-center">
      <p className="flex-1 text-ink">{t("text")}</p>
      {/* Mounted on every page: the plain client button keeps the class-merging code out of pages that need none. */}
      <HydratedButton
        className={buttonClasses("primary", "sm")}
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEY, "1");
          } catch {
            /* private mode: hide for this visit only */
          }
          setVisible(false);
        }}
      >
        {t("accept")}
      </HydratedButton>
    </div>
  );
}
