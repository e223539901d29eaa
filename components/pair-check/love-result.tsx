"use client";

import { useTranslations } from "next-intl";
import { DimensionCard } from "@/components/consumer/dimension-card";
import { ReportPanel } from "@/components/consumer/report-panel";
import { TraitCompare } from "@/components/consumer/trait-compare";
import { UnlockPanel } from "@/components/consumer/unlock-panel";
import { UnverifiedReason, useNeedsVerification } from "@/components/owner/verification-gate";
import type { BigFiveDto } from "@/lib/contracts/profiles";
import { Card } from "@/components/ui/card";
import { endpoints } from "@/lib/contracts/endpoints";
import { LOVE_DIMENSIONS, readLoveForecast, type LoveForecast } from "@/lib/engine/index";
import { ResultNotes } from "./result-notes";

/**
 * Love-mobile's love check: love, sexual, marital and friendship compatibility, each with
 * its band and percentile among reference couples; once the pair is unlocked, what drives
 * each score, one thing to try, each partner's expectation and the written report.
 */
export function LoveResult({ forecast, nameOf, people, pairIds, unlocked, traits, onUnlocked }: { forecast: LoveForecast; nameOf: (id: string) => string; people: [string, string]; pairIds: [string, string] | null; unlocked: boolean; traits: [BigFiveDto, BigFiveDto] | null; onUnlocked: () => void }) {
  const t = useTranslations("pairCheck.love");
  const c = useTranslations("consumer");
  const reading = useTranslations("loveReading");
  const read = readLoveForecast(forecast);
  const unverified = useNeedsVerification();
  return (
    <section aria-labelledby="love-result-title" className="flex flex-col gap-4" data-testid="love-result">
      <div>
        <h2 id="love-result-title" className="text-lg font-semibold text-ink">{t("title")}</h2>
        <p className="text-sm text-muted">{people.join(" · ")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {LOVE_DIMENSIONS.map((dim) => {
          const r = read[dim];
          return (
            <div key={dim} data-testid={`love-${dim}`} className="flex flex-col">
              <DimensionCard dimension={dim} summary={r} detail={unlocked ? r : null} nameOf={nameOf} />
              {unlocked ? (
                <ul className="mt-2 flex flex-col gap-0.5 px-1 text-xs text-muted">
                  <li>{t("expects", { name: people[0], value: Math.round(r.byPerson.a) })}</li>
                  <li>{t("expects", { name: people[1], value: Math.round(r.byPerson.b) })}</li>
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className="rounded-lg bg-white p-4 text-sm text-muted shadow-sm" data-testid="framing">{reading("framing")}</p>
      {unlocked && pairIds ? (
        <ReportPanel request={{ path: endpoints.postChatgptResult.path, body: { id1: pairIds[0], id2: pairIds[1], type: "love" } }} stored={null} />
      ) : pairIds ? (
        <UnlockPanel target={{ kind: "pair", ids: pairIds }} names={people} onUnlocked={onUnlocked} heading="h3" blockedReason={unverified ? <UnverifiedReason className="justify-center" /> : undefined} />
      ) : null}
      {traits ? (
        <Card padding="sm" className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{c("traitsTitle")}</h3>
          <p className="text-xs text-muted">{c("traitsText")}</p>
          <TraitCompare people={people} traits={traits} />
        </Card>
      ) : null}
      <ResultNotes confidence={forecast.confidence} />
    </section>
  );
}
