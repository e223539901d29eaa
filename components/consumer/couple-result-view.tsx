"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import type { CoupleResultDto } from "@/lib/contracts/consumer";
import { LOVE_DIMENSIONS } from "@/lib/engine/love/love-topics";
import { DimensionCard } from "./dimension-card";
import { ReportPanel } from "./report-panel";
import { InvitePartner, SaveByEmail, ShareLinks } from "./result-actions";
import { TraitCompare } from "./trait-compare";
import { UnlockPanel } from "./unlock-panel";

function Avatar({ name }: { name: string | null }) {
  if (!name) return <span className="size-12 rounded-full bg-rose-100" aria-hidden />;
  // eslint-disable-next-line @next/next/no-img-element -- small local SVGs; next/image adds nothing here
  return <img src={`/avatars/${name}.svg`} alt="" width={48} height={48} className="size-12 rounded-full bg-white" />;
}

/** The couple's result: the free summary, the full reading once unlocked, and what the holder can do with it. */
export function CoupleResultView({ resultRef, product }: { resultRef: string; product: "flame" | "couple" }) {
  const t = useTranslations("consumer");
  const reading = useTranslations("loveReading");
  const errorText = useErrorText();
  const query = useEndpointQuery(endpoints.getOwnerCompatibilityByKey, { params: { key: resultRef } }, { retry: false });
  if (query.error) {
    return (
      <div className="flex flex-col gap-4 pt-8" data-testid="result-missing">
        <Alert tone="error">{errorText(query.error.body) ?? t("loadFailed")}</Alert>
        <Button asChild variant="love"><Link href={product === "flame" ? "/main" : "/couple-questionnaire"}>{t("startAgain")}</Link></Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t("loading")} />;
  const result: CoupleResultDto = query.data;
  const names: [string, string] = [result.people[0].firstName, result.people[1].firstName];
  const nameOf = (id: string) => (id === "a" ? names[0] : id === "b" ? names[1] : id);
  const genderOf = (id: string) => (id === "a" ? result.people[0].sex : id === "b" ? result.people[1].sex : null);
  const refetch = () => void query.refetch();
  return (
    <div className="flex flex-col gap-5 pt-4" data-testid="couple-result">
      <header className="flex flex-col items-center gap-3 text-center">
        <div className="flex items-center gap-2">
          <Avatar name={result.people[0].avatarName} />
          <span className="text-love-500" aria-hidden>♥</span>
          <Avatar name={result.people[1].avatarName} />
        </div>
        <h1 className="text-2xl font-bold text-ink" data-testid="result-names">{t("resultTitle", { a: names[0], b: names[1] })}</h1>
        <p className="text-sm text-muted" data-testid="result-basis">{t(result.basis === "both_self" ? "basisBoth" : "basisRated", { a: names[0], b: names[1] })}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        {LOVE_DIMENSIONS.map((d) => (
          <DimensionCard key={d} dimension={d} summary={result.summary[d]} detail={result.details?.[d] ?? null} nameOf={nameOf} genderOf={genderOf} />
        ))}
      </div>
      <p className="rounded-lg bg-white p-4 text-sm text-muted shadow-sm" data-testid="framing">{reading("framing")}</p>
      {!result.unlocked ? (
        <UnlockPanel target={{ kind: "result", product: result.product, key: resultRef, createdAt: result.createdAt }} names={names} onUnlocked={refetch} />
      ) : (
        <ReportPanel request={{ path: endpoints.postChatgptResultAnonymous.path, body: { key: resultRef } }} stored={result.gptResult} />
      )}
      <Card padding="sm" className="flex flex-col gap-3">
        <h2 className="font-semibold text-ink">{t("traitsTitle")}</h2>
        <p className="text-xs text-muted">{t("traitsText")}</p>
        <TraitCompare people={names} traits={[result.myAvgAnswers, result.partnerAvgAnswers]} />
      </Card>
      {result.basis === "partner_rated" ? <InvitePartner resultRef={resultRef} partnerName={names[1]} token={result.inviteToken} onChange={refetch} /> : null}
      <ShareLinks resultRef={resultRef} links={result.shareLinks} onChange={refetch} />
      {product === "flame" ? <SaveByEmail resultRef={resultRef} saved={result.saved} /> : null}
    </div>
  );
}
