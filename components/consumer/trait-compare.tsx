"use client";

import { useTranslations } from "next-intl";
import { BIG_FIVE_DOMAINS, TraitEnds } from "@/components/profiles/big-five-bars";
import type { BigFiveDto } from "@/lib/contracts/profiles";


/** Both people's five traits side by side (myAvgAnswers / partnerAvgAnswers), 0..100. */
export function TraitCompare({ people, traits }: { people: [string, string]; traits: [BigFiveDto, BigFiveDto] }) {
  const t = useTranslations("bigFive");
  return (
    <div className="flex flex-col gap-3" data-testid="trait-compare">
      <div className="flex flex-wrap gap-4 text-xs text-muted">
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-full bg-love-500" aria-hidden />{people[0]}</span>
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-full bg-indigo-400" aria-hidden />{people[1]}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {BIG_FIVE_DOMAINS.map((domain) => {
          const a = Math.round(traits[0].scale[domain] ?? 0);
          const b = Math.round(traits[1].scale[domain] ?? 0);
          return (
            <li key={domain} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-ink">{t(`${domain}.name`)}</span>
                <span className="tabular-nums text-muted">{a} · {b}</span>
              </div>
              {[["bg-love-500", a, people[0]], ["bg-indigo-400", b, people[1]]].map(([color, value, name]) => (
                <div key={String(name) + String(color)} className="h-2 rounded-full bg-slate-100" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(value)} aria-label={`${t(`${domain}.name`)}: ${String(name)}`}>
                  <div className={`h-full rounded-full ${String(color)}`} style={{ width: `${Math.max(2, Number(value))}%` }} />
                </div>
              ))}
              <TraitEnds domain={domain} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
