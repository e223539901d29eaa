import { useTranslations } from "next-intl";
import type { BigFiveDto } from "@/lib/contracts/profiles";
import { TRAITS } from "@/lib/engine/person/person";

/** The five domains in display order (the engine's order). */
export const BIG_FIVE_DOMAINS = TRAITS;

/** What a low and a high score of a domain mean, under its bar. */
export function TraitEnds({ domain }: { domain: (typeof BIG_FIVE_DOMAINS)[number] }) {
  const t = useTranslations("bigFive");
  return (
    <div className="flex justify-between gap-4 text-[11px] text-muted">
      <span>{t(`${domain}.low`)}</span>
      <span className="text-right">{t(`${domain}.high`)}</span>
    </div>
  );
}

/** 40–60 is the usual middle band of the 0..100 scale. */
export function levelOf(score: number): "low" | "middle" | "high" {
  return score < 40 ? "low" : score > 60 ? "high" : "middle";
}

/** The five domain scores as bars with their meaning at both ends, in plain words. */
export function BigFiveBars({ bigFive }: { bigFive: BigFiveDto }) {
  const t = useTranslations("bigFive");
  return (
    <ul className="flex flex-col gap-4" data-testid="big-five">
      {BIG_FIVE_DOMAINS.map((domain) => {
        const score = Math.round(bigFive.scale[domain]);
        const level = levelOf(score);
        return (
          <li key={domain} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-ink">{t(`${domain}.name`)}</span>
              <span className="text-muted">
                <span className="font-semibold text-ink" data-testid={`big-five-${domain}`}>{score}</span> · {t(`level.${level}`)}
              </span>
            </div>
            <div className="relative h-2.5 rounded-full bg-slate-100" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={t(`${domain}.name`)}>
              <div className="absolute inset-y-0 left-[40%] w-[20%] bg-slate-200" aria-hidden />
              <div className="absolute inset-y-0 left-0 rounded-full bg-brand-500" style={{ width: `${Math.max(2, score)}%` }} />
            </div>
            <TraitEnds domain={domain} />
          </li>
        );
      })}
    </ul>
  );
}
