"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { QuestionnaireForm, type QuestionnaireProgress, type QuestionnaireResult, type SubmitOutcome } from "@/components/questionnaire/questionnaire-form";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { rememberResult } from "@/lib/client/consumer-keys";
import { coupleDraftKey } from "@/lib/client/draft-key";
import { useErrorText } from "@/lib/client/use-error-text";
import { consumerEndpoints } from "@/lib/contracts/endpoint-table/consumer";
import { togetherVariant } from "@/lib/questionnaire/couple-modes";
import type { CoupleMode, QuestionnaireDefinition } from "@/lib/questionnaire";

const dateOf = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 10) : undefined);

/** A couple questionnaire's progress as kept on the server under its draft key (POST /owner/data). */
export interface CoupleDraft {
  readonly answers?: QuestionnaireProgress["answers"];
  readonly currentStep?: number;
  readonly personal?: QuestionnaireProgress["personal"];
}

export interface CoupleQuestionnaireRunProps {
  product: "flame" | "couple";
  mode: CoupleMode;
  /** The draft key: progress is kept on the server under it (and in this browser). */
  draftKey: string;
  /** The progress kept under the key, read by the page on the server; null when nothing is kept yet. */
  resumed: CoupleDraft | null;
  /** The couple questionnaire, rendered with the page by the server. */
  definition: QuestionnaireDefinition;
  today: string;
  onDone: (key: string) => void;
}

/**
 * The couple questionnaire of the consumer product: resumes the draft kept under the key,
 * saves progress as steps complete, and creates the result on sending.
 */
export function CoupleQuestionnaireRun({ product, mode, draftKey, resumed: draft, definition: base, today, onDone }: CoupleQuestionnaireRunProps) {
  const t = useTranslations("consumer");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const definition = useMemo(() => (mode === "together" ? togetherVariant(base) : base), [base, mode]);
  const lastSaved = useRef("");

  function saveProgress(progress: QuestionnaireProgress) {
    const data = { mode, answers: progress.answers, currentStep: progress.currentStep, personal: progress.personal };
    const text = JSON.stringify(data);
    if (text === lastSaved.current) return;
    lastSaved.current = text;
    void callEndpoint(consumerEndpoints.postOwnerData, { body: { key: draftKey, data } });
  }

  async function submit(result: QuestionnaireResult): Promise<SubmitOutcome> {
    const p = result.personal;
    const r = await callEndpoint(consumerEndpoints.postOwnerCompatibility, {
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

  return (
    <QuestionnaireForm
      definition={definition}
      today={today}
      draftKey={coupleDraftKey(draftKey)}
      {...(draft ? { initial: { ...(draft.answers ? { answers: draft.answers } : {}), ...(draft.currentStep !== undefined ? { currentStep: draft.currentStep } : {}), ...(draft.personal ? { personal: draft.personal } : {}) } } : {})}
      onProgress={saveProgress}
      onSubmit={submit}
      submitLabel={t("seeResult")}
      tone="love"
    />
  );
}
