"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ContributorList } from "@/components/scenes/contributor-list";
import { LOVE_DIMENSIONS, type LoveForecast } from "@/lib/engine/index";
import { ResultNotes } from "./result-notes";

/** Love, sexual, marital and friendship compatibility, each with what each partner can expect and why. */
export function LoveResult({ forecast, nameOf, people }: { forecast: LoveForecast; nameOf: (id: string) => string; people: [string, string] }) {
  const t = useTranslations("pairCheck.love");
  const scene = useTranslations("scene");
  return (
    <section aria-labelledby="love-result-title" className="flex flex-col gap-4" data-testid="love-result">
      <div>
        <h2 id="love-result-title" className="text-lg font-semibold text-ink">{t("title")}</h2>
        <p className="text-sm text-muted">{people.join(" · ")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {LOVE_DIMENSIONS.map((dim) => {
          const score = forecast[dim];
          return (
            <Card key={dim} className="flex flex-col gap-3 p-4" data-testid={`love-${dim}`}>
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold text-ink">{scene(`love.${dim}`)}</h3>
                <span className="text-3xl font-semibold tabular-nums text-love-600">{Math.round(score.score)}</span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-rose-50" aria-hidden>
                <div className="h-full rounded-full bg-love-500" style={{ width: `${Math.max(0, Math.min(100, score.score))}%` }} />
              </div>
              <p className="text-xs text-muted">{t("range", { low: Math.round(score.range.low), high: Math.round(score.range.high) })}</p>
              <ul className="flex flex-col gap-0.5 text-sm text-ink">
                <li>{t("expects", { name: people[0], value: Math.round(score.byPerson.a) })}</li>
                <li>{t("expects", { name: people[1], value: Math.round(score.byPerson.b) })}</li>
              </ul>
              <ContributorList contributors={score.contributors} nameOf={nameOf} limit={3} className="border-t border-line pt-3" />
            </Card>
          );
        })}
      </div>
      <ResultNotes confidence={forecast.confidence} />
    </section>
  );
}
