"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { confusionPeak } from "@/lib/client/neuronet";
import { GRADES } from "@/lib/contracts/profiles";

/** The 6x6 confusion matrix of one scale: rows the final grade, columns the predicted one. */
export function ConfusionMatrix({ caption, confusion }: { caption: string; confusion: readonly (readonly number[])[] }) {
  const t = useTranslations("admin.neuronet.metrics");
  const grades = useTranslations("grades");
  const peak = Math.max(1, confusionPeak(confusion));
  const captionId = useId();
  // The caption sits outside the scrolling box, so a phone shows it whole.
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption id={captionId} className="text-xs text-muted">{caption}</figcaption>
      <div className="overflow-x-auto">
        <table className="border-collapse text-xs tabular-nums" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col" className="whitespace-nowrap px-1.5 py-1 text-left font-medium text-muted">
                <span className="block">{t("finalDown")}</span>
                <span className="block">{t("predictedAcross")}</span>
              </th>
              {GRADES.map((g) => (
                <th key={g} scope="col" className="px-1.5 py-1 font-medium text-muted">{grades(g)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GRADES.map((row, r) => (
              <tr key={row}>
                <th scope="row" className="whitespace-nowrap px-1.5 py-1 text-left font-medium text-muted">{grades(row)}</th>
                {GRADES.map((col, c) => {
                  const count = confusion[r]?.[c] ?? 0;
                  // Shade by count; the diagonal (right answers) in green, the rest in amber.
                  const alpha = count === 0 ? 0 : 0.15 + 0.6 * (count / peak);
                  const color = r === c ? `rgba(16,185,129,${alpha})` : `rgba(245,158,11,${alpha})`;
                  return (
                    <td key={col} className="min-w-10 border border-line px-1.5 py-1 text-center text-ink" style={{ backgroundColor: color }}>
                      {count}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
