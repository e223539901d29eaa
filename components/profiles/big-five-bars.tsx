import { useTranslations } from "next-intl";
import type { BigFiveDto } from "@/lib/contracts/profiles";

const DOMAINS = ["extraversion", "agreeableness", "conscientiousness", "negativeEmotionality", "openMindedness"] as const;

/** 40–60 is the usual middle band of the 0..100 scale. */
export function levelOf(score: number): "low" | "middle" | "high" {
  return score < 40 ? "low" : score > 60 ? "high" : "middle";
}

/** The five domain scores as bars with their meaning at both ends, in plain words. */
export function BigFiveBars({ bigFive }: { bigFive: BigFiveDto }) {
  const t = useTranslations("bigFive");
  return (
    <ul className="flex flex-col gap-4" data-testid="big-five">
      {DOMAINS.map((domain) => {
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
            <div className="flex justify-between gap-4 text-[11px] text-muted">
              <span>{t(`${domain}.low`)}</span>
              <span className="text-right">{t(`${domain}.high`)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
