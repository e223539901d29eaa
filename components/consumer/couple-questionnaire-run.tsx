"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { QuestionnaireForm, type QuestionnaireProgress, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { Spinner } from "@/components/ui/spinner";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { rememberResult } from "@/lib/client/consumer-keys";
import { LOAD_ONCE, useEndpointQuery } from "@/lib/client/endpoint-query";
import { useErrorText } from "@/lib/client/use-error-text";
import { endpoints } from "@/lib/contracts/endpoints";
import { togetherVariant } from "@/lib/questionnaire/couple-modes";
import type { CoupleMode, QuestionnaireDefinition } from "@/lib/questionnaire";

const dateOf = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : undefined);

export interface CoupleQuestionnaireRunProps {
  product: "flame" | "couple";
  mode: CoupleMode;
  /** The draft key: progress is kept on the server under it (and in this browser). */
  draftKey: string;
  /** The key was made just now, so there is no draft to resume: the form shows at once (and in the served HTML). */
  fresh?: boolean;
  /** The couple questionnaire, rendered with the page by the server. */
  definition: QuestionnaireDefinition;
  today: string;
  onDone: (key: string) => void;
}

/**
 * The couple questionnaire of the consumer product: resumes the draft kept under the key,
 * saves progress as steps complete, and creates the result on sending.
 */
export function CoupleQuestionnaireRun({ product, mode, draftKey, fresh = false, definition: base, today, onDone }: CoupleQuestionnaireRunProps) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const draftQuery = useEndpointQuery(endpoints.getOwnerDataById, { params: { id: draftKey } }, { ...LOAD_ONCE, enabled: !fresh });
  const definition = useMemo(() => (mode === "together" ? togetherVariant(base) : base), [base, mode]);
  const lastSaved = useRef("");

  function saveProgress(progress: QuestionnaireProgress) {
    const data = { mode, answers: progress.answers, currentStep: progress.currentStep, personal: progress.personal };
    const text = JSON.stringify(data);
    if (text === lastSaved.current) return;
    lastSaved.current = text;
    void callEndpoint(endpoints.postOwnerData, { body: { key: draftKey, data } });
  }

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const p = result.personal;
    const r = await callEndpoint(endpoints.postOwnerCompatibility, {
      body: {
        product,
        mode,
        answers: result.answers,
        firstName: p.firstName ?? "",
        partnerFirstName: p.partnerFirstName ?? "",
        ...(dateOf(p.birthDate) ? { birthDate: dateOf(p.birthDate) } : {}),
        ...(dateOf(p.partnerBirthDate) ? { partnerBirthDate: dateOf(p.partnerBirthDate) } : {}),
        draftKey,
        ln: locale,
      },
    });
    if (!r.ok) {
      const detail = errorText(r.error);
      return { ok: false, message: detail ? t("coupleSaveFailedWith", { detail }) : t("coupleSaveFailed") };
    }
    rememberResult({ key: r.data.key, product, title: `${p.firstName ?? ""} & ${p.partnerFirstName ?? ""}`, createdAt: new Date().toISOString() });
    onDone(r.data.key);
    return { ok: true };
  }

  if (!fresh && draftQuery.isPending) return <Spinner label={t("loading")} />;
  const draft = draftQuery.data?.data as { answers?: QuestionnaireProgress["answers"]; currentStep?: number; personal?: QuestionnaireProgress["personal"] } | undefined;
  return (
    <QuestionnaireForm
      definition={definition}
      today={today}
      draftKey={`couple-${draftKey}`}
      {...(draft ? { initial: { ...(draft.answers ? { answers: draft.answers } : {}), ...(draft.currentStep !== undefined ? { currentStep: draft.currentStep } : {}), ...(draft.personal ? { personal: draft.personal } : {}) } } : {})}
      onProgress={saveProgress}
      onSubmit={submit}
      submitLabel={t("seeResult")}
      tone="love"
    />
  );
}
