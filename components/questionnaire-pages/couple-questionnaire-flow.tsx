"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { BigFiveBars } from "@/components/profiles/big-five-bars";
import { QuestionnaireForm, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { useEndpointQuery } from "@/lib/client/endpoint-query";
import { rememberClaim } from "@/lib/client/profile-claim";
import { useErrorText } from "@/lib/client/use-error-text";
import type { BigFiveDto } from "@/lib/contracts/profiles";
import { scoreQuestionnaireBigFive, type Answers, type QuestionnaireDefinition } from "@/lib/questionnaire";
import { endpoints } from "@/lib/contracts/endpoints";

interface CoupleScores {
  you: BigFiveDto | null;
  partner: BigFiveDto | null;
  names: { you: string; partner: string };
}

function scores(definition: QuestionnaireDefinition, answers: Answers, partner: boolean): BigFiveDto | null {
  const result = scoreQuestionnaireBigFive(definition, answers, { partner });
  return result.ok ? (result.value as unknown as BigFiveDto) : null;
}

/** /couple-questionnaire: the person answers about themselves and their partner; saved without an account. */
export function CoupleQuestionnaireFlow({ today }: { today: string }) {
  const t = useTranslations("questionnairePages");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  // Loaded once: the form keeps the answers from here on, so the page never refetches under it.
  const query = useEndpointQuery(endpoints.getOwnerQuestionnaireUnsecure, { query: { kind: "couple" } }, { staleTime: Infinity, refetchOnReconnect: false });
  const definition = query.data?.definition ?? null;
  const error = query.error;
  const [done, setDone] = useState<CoupleScores | null>(null);

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const p = result.personal;
    const date = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : undefined);
    const r = await callEndpoint(endpoints.postOwnerProfilesUnsecure, {
      body: {
        kind: "couple",
        answers: result.answers,
        firstName: p.firstName ?? "",
        ...(p.partnerFirstName ? { partnerFirstName: p.partnerFirstName } : {}),
        ...(date(p.birthDate) ? { birthDate: date(p.birthDate) } : {}),
        ...(date(p.partnerBirthDate) ? { partnerBirthDate: date(p.partnerBirthDate) } : {}),
        ln: locale,
      },
    });
    if (!r.ok) return { ok: false, message: errorText(r.error) ?? "" };
    rememberClaim(r.data.permalink);
    setDone({
      you: scores(definition!, result.answers, false),
      partner: scores(definition!, result.answers, true),
      names: { you: p.firstName ?? t("you"), partner: p.partnerFirstName ?? t("partner") },
    });
    return { ok: true };
  }

  if (error) return <Alert tone="error">{t("loadFailed")}</Alert>;
  if (!definition) return <Spinner label={t("coupleTitle")} />;
  if (done) {
    return (
      <div className="flex flex-col gap-4" data-testid="questionnaire-sent">
        <Alert tone="success" title={t("sentTitle")}>{t("coupleSent")}</Alert>
        <div className="grid gap-4 md:grid-cols-2">
          {([["you", done.you], ["partner", done.partner]] as const).map(([who, value]) => (
            <Card key={who}>
              <h2 className="mb-3 font-semibold text-ink">{done.names[who]}</h2>
              {value ? <BigFiveBars bigFive={value} /> : null}
            </Card>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t("coupleIntro")}</p>
      <QuestionnaireForm definition={definition} today={today} draftKey="couple-questionnaire" onSubmit={submit} submitLabel={t("send")} tone="love" />
    </div>
  );
}
