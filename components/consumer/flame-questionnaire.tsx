"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { isSentDraft, newClientKey, rememberSentDraft } from "@/lib/client/consumer-keys";
import { useTranslations } from "next-intl";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleQuestionnaireRun, type CoupleDraft } from "./couple-questionnaire-run";

/** Gives a new questionnaire its draft key (in the address, so a closed tab can come back), then runs it. */
export function FlameQuestionnaire({ draftKey, resumed, mode, definition, today }: { draftKey: string | null; resumed: CoupleDraft | null; mode: "alone" | "together"; definition: QuestionnaireDefinition; today: string }) {
  const router = useRouter();
  const t = useTranslations("consumer");
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!draftKey) router.replace(`/main/questionnaire/${newClientKey()}?mode=${mode}`);
    // Back from the result (the browser restores this page as it was): that draft is used up.
    else if (isSentDraft(draftKey)) {
      setSent(true);
      router.replace("/main/questionnaire-instruction");
    }
  }, [draftKey, mode, router]);
  if (!draftKey || sent) return <Spinner label={t("loading")} />;
  return (
    <CoupleQuestionnaireRun
      product="flame"
      mode={mode}
      draftKey={draftKey}
      resumed={resumed}
      definition={definition}
      today={today}
      onDone={(key) => {
        rememberSentDraft(draftKey);
        router.push(`/main/questionnaire-result/${key}`);
      }}
    />
  );
}
