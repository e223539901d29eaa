"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDecimal, progressShare } from "@/lib/client/neuronet";
import type { NeuronetModelDto } from "@/lib/contracts/neuronet";

/** "Epoch N of M, loss x" with a bar; read from the model every second while it trains. */
export function TrainingProgress({ model }: { model: Pick<NeuronetModelDto, "status" | "progress" | "hyperParameters"> }) {
  const t = useTranslations("admin.neuronet.progress");
  const locale = useLocale();
  const progress = model.progress;
  const epochs = progress?.epochs ?? model.hyperParameters.epochs;
  const epoch = progress?.epoch ?? 0;
  const percent = Math.round(progressShare(progress) * 100);
  const label =
    model.status === "queued" && !progress
      ? t("queued")
      : progress
        ? progress.testLoss !== null
          ? t("epochWithTest", { epoch, epochs, loss: formatDecimal(progress.loss, locale, 3), testLoss: formatDecimal(progress.testLoss, locale, 3) })
          : t("epoch", { epoch, epochs, loss: formatDecimal(progress.loss, locale, 3) })
        : t("starting", { epochs });
  return (
    <div className="flex flex-col gap-1.5" data-testid="training-progress">
      <div
        role="progressbar"
        aria-label={t("label")}
        aria-valuemin={0}
        aria-valuemax={epochs}
        aria-valuenow={epoch}
        aria-valuetext={label}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">{label}</p>
    </div>
  );
}
