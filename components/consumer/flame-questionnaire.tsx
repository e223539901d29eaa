"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { newClientKey } from "@/lib/client/consumer-keys";
import { useTranslations } from "next-intl";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleQuestionnaireRun, type CoupleDraft } from "./couple-questionnaire-run";

/** Gives a new questionnaire its draft key (in the address, so a closed tab can come back), then runs it. */
export function FlameQuestionnaire({ draftKey, resumed, mode, definition, today }: { draftKey: string | null; resumed: CoupleDraft | null; mode: "alone" | "together"; definition: QuestionnaireDefinition; today: string }) {
  const router = useRouter();
  const t = useTranslations("consumer");
  useEffect(() => {
    if (!draftKey) router.replace(`/main/questionnaire/${newClientKey()}?mode=${mode}`);
  }, [draftKey, mode, router]);
  if (!draftKey) return <Spinner label={t("loading")} />;
  return <CoupleQuestionnaireRun product="flame" mode={mode} draftKey={draftKey} resumed={resumed} definition={definition} today={today} onDone={(key) => router.push(`/main/questionnaire-result/${key}`)} />;
}
