"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { clsx } from "clsx";
import { useHydrated } from "@/components/ui/use-hydrated";

type Area = "public" | "owner" | "estimator" | "administrator" | "flame";

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
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t("language")}</span>
      <select
        aria-label={t("language")}
        className="rounded-md border border-line bg-white px-2 py-1 text-sm text-ink"
        value={locale}
        disabled={busy || !hydrated}
        onChange={async (event) => {
          setBusy(true);
          await callEndpoint(PASSPORT.locale, { body: { area, locale: event.target.value as "ru" | "en" } });
          window.location.reload();
        }}
      >
        <option value="ru">{t("localeName.ru")}</option>
        <option value="en">{t("localeName.en")}</option>
      </select>
    </label>
  );
}
