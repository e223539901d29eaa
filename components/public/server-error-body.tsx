"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function ServerErrorBody({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations("serverError");
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-red-600">500</p>
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <p className="max-w-md text-muted">{t("text")}</p>
      <div className="flex gap-3">
        {onRetry ? <Button onClick={onRetry}>{t("retry")}</Button> : null}
        <Button variant="secondary" asChild>
          <a href="/">{t("home")}</a>
        </Button>
      </div>
    </main>
  );
}
