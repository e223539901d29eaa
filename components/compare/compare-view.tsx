"use client";

import { ListChecks } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { LiveStatusBadge } from "@/components/live/live-status";
import { useLiveMessage } from "@/components/live/live-provider";
import { ResultNotes } from "@/components/pair-check/result-notes";
import { EarlierModelNote, NormsExplainer } from "@/components/scenes/score-norm";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { endpointKey, queryErrorBody, useEndpointQuery } from "@/lib/client/endpoint-query";
import { SAME_THRESHOLD } from "@/lib/client/score-reading";
import { useErrorText } from "@/lib/client/use-error-text";
import { compareFromMessage, fromEarlierModel, type CompareView as CompareData } from "./compare-rows";
import { CompareChart } from "./compare-chart";
import { CompareTable } from "./compare-table";
import { CompareVerdictView } from "./compare-verdict-view";
import { verdictPeriod } from "./compare-verdict";
import { endpoints } from "@/lib/contracts/endpoints";

/** A comparison made before, refreshed when a `renderCompareTeam` for it arrives. */
export function CompareView({ initial }: { initial: CompareData }) {
  const t = useTranslations("compare");
  const norms = useTranslations("norms");
  const format = useFormatter();
  const errorText = useErrorText();
  const client = useQueryClient();
  const input = { params: { id: initial._id } };
  const query = useEndpointQuery(endpoints.getSceneScenesCompareById, input, { initialData: initial });
  const data = query.data ?? initial;
  const error = queryErrorBody(query);

  // A message carries the new comparison, or says to read it again.
  useLiveMessage("renderCompareTeam", (message) => {
    const next = compareFromMessage(message, data._id);
    if (next === null) return;
    if (next !== "reload") client.setQueryData(endpointKey(endpoints.getSceneScenesCompareById, input), next);
    else void client.invalidateQueries({ queryKey: endpointKey(endpoints.getSceneScenesCompareById, input) });
  });

  const updated = data.updatedAt ? format.dateTime(new Date(data.updatedAt), { dateStyle: "medium", timeStyle: "short" }) : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="compare-view">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted">{t("lead", { count: data.scenes.length })}</p>
          {updated ? <p className="text-xs text-muted">{t("updated", { date: updated })}</p> : null}
        </div>
        <div className="flex items-center gap-3">
          <LiveStatusBadge />
          <Button asChild variant="secondary" size="sm">
            <Link href="/owner/teams">
              <ListChecks className="size-4" aria-hidden />
              {t("pickOther")}
            </Link>
          </Button>
        </div>
      </header>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {fromEarlierModel(data.scenes) ? <EarlierModelNote text={norms("earlierModelTeams")} /> : null}
      <CompareVerdictView teams={data.scenes} />
      <CompareTable teams={data.scenes} />
      <p className="text-xs text-muted">{t("legend", { points: SAME_THRESHOLD })}</p>
      <CompareChart teams={data.scenes} period={verdictPeriod(data.scenes)} />
      <NormsExplainer population="team" />
      <ResultNotes extra={t("sourceNote")} />
    </div>
  );
}

/** Without a comparison: what it shows and where to choose the teams. */
export function CompareIntro() {
  const t = useTranslations("compare");
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-white p-6 sm:p-8" data-testid="compare-intro">
      <h1 className="text-2xl font-semibold text-ink">{t("title")}</h1>
      <p className="text-sm text-ink">{t("introText")}</p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>{t("step1")}</li>
        <li>{t("step2")}</li>
        <li>{t("step3")}</li>
      </ol>
      <div>
        <Button asChild>
          <Link href="/owner/teams">
            <ListChecks className="size-4" aria-hidden />
            {t("pick")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
