"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { LocaleArea as Area } from "@/lib/client/switch-locale";

/** Lucide's "languages" icon drawn inline: the icon library is not loaded on every page for one glyph. */
function LanguagesIcon() {
  return (
    <svg className="size-4" aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 8 6 6" />
      <path d="m4 14 6-6 2-3" />
      <path d="M2 5h12" />
      <path d="M7 2h1" />
      <path d="m22 22-5-10-5 10" />
      <path d="M14 18h6" />
    </svg>
  );
}

/**
 * Stores the chosen language for the area (per user when signed in) and reloads. On a
 * host that stands for one language the switch would have no effect, so it is not shown.
 */
export function LanguageSwitcher({ area, hostLocale, className }: { area: Area; hostLocale: "ru" | "en" | null; className?: string }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  if (hostLocale) return null;
  return (
    <label className={clsx("flex items-center gap-2 text-sm text-muted", className)}>
      <LanguagesIcon />
      <span className="sr-only">{t("language")}</span>
      <select
        aria-label={t("language")}
        className="rounded-md border border-line bg-white px-2 py-1 text-sm text-ink"
        value={locale}
        disabled={busy || !hydrated}
        onChange={async (event) => {
          // Read before any await: the controlled select shows the current language again on the next render.
          const chosen = event.target.value as "ru" | "en";
          setBusy(true);
          const { switchLocale } = await import("@/lib/client/switch-locale");
          await switchLocale(area, chosen);
          window.location.reload();
        }}
      >
        <option value="ru">{t("localeName.ru")}</option>
        <option value="en">{t("localeName.en")}</option>
      </select>
    </label>
  );
}
