"use client";

import { useTranslations } from "next-intl";
import { researchFor, type ResearchKey } from "@/lib/engine/advice/research";

/**
 * The studies a contributor rests on: short citations that open (a native disclosure, so it
 * works by tap, keyboard and without JavaScript) to the full references. Codes without
 * research (love answers, the model's own arithmetic) render nothing.
 */
export function ResearchCite({ code }: { code: string }) {
  const keys = researchFor(code);
  return keys.length ? <ResearchDetails keys={keys} /> : null;
}

function ResearchDetails({ keys }: { keys: readonly ResearchKey[] }) {
  const t = useTranslations("research");
  return (
    <details className="group mt-0.5 text-xs text-muted" data-testid="research-cite">
      <summary className="w-fit cursor-pointer list-none underline decoration-dotted underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
        {t("label", { list: keys.map((k) => t(`short.${k}`)).join("; ") })}
      </summary>
      <div className="mt-1 flex flex-col gap-1 rounded-md border border-line bg-surface p-2">
        <p>{t("hint")}</p>
        <ul className="flex flex-col gap-1">
          {keys.map((k) => (
            <li key={k} className="text-ink">{t(`full.${k}`)}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
