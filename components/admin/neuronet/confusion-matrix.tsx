"use client";

import { useTranslations } from "next-intl";
import { confusionPeak } from "@/lib/client/neuronet";
import { GRADES } from "@/lib/contracts/profiles";

/** The 6x6 confusion matrix of one scale: rows the final grade, columns the predicted one. */
export function ConfusionMatrix({ caption, confusion }: { caption: string; confusion: readonly (readonly number[])[] }) {
  const t = useTranslations("admin.neuronet.metrics");
  const grades = useTranslations("grades");
  const peak = Math.max(1, confusionPeak(confusion));
  return (
    <div className="overflow-x-auto">
      <table className="border-collapse text-xs tabular-nums">
        <caption className="mb-1 text-left text-xs text-muted">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-1.5 py-1 text-left font-medium text-muted">{t("finalDown")}</th>
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
  );
}
