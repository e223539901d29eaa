"use client";

import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button-style";
import { HydratedButton } from "@/components/ui/hydrated-button";

/**
 * The 500 page's body. It is in every page's error boundary, so it draws its buttons from the
 * plain button classes: the class-merging library would otherwise load on every page.
 */
export function ServerErrorBody({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations("serverError");
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-red-600">500</p>
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <p className="max-w-md text-muted">{t("text")}</p>
      <div className="flex gap-3">
        {onRetry ? (
          <HydratedButton type="button" className={buttonClasses("primary")} onClick={onRetry}>
            {t("retry")}
          </HydratedButton>
        ) : null}
        <a href="/" className={buttonClasses("secondary")}>
          {t("home")}
        </a>
      </div>
    </main>
  );
}
