"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CoupleModeChoice } from "./mode-choice";
import { Spinner } from "@/components/ui/spinner";
import { newClientKey } from "@/lib/client/consumer-keys";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleQuestionnaireRun } from "./couple-questionnaire-run";

const DRAFT = "couple-questionnaire-draft";

function keptDraft(): { key: string; mode: "alone" | "together" } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(DRAFT) ?? "null") as { key?: unknown; mode?: unknown } | null;
    return parsed && typeof parsed.key === "string" && (parsed.mode === "alone" || parsed.mode === "together") ? { key: parsed.key, mode: parsed.mode } : null;
  } catch {
    return null;
  }
}

/** The public couple questionnaire: choose who answers, answer (resumable), then the result page. */
export function CoupleQuestionnairePage({ definition, today }: { definition: QuestionnaireDefinition; today: string }) {
  const t = useTranslations("consumer");
  const router = useRouter();
  const [draft, setDraft] = useState<{ key: string; mode: "alone" | "together" } | null | undefined>(undefined);
  useEffect(() => setDraft(keptDraft()), []);
  function start(mode: "alone" | "together") {
    const next = { key: newClientKey(), mode };
    try {
      localStorage.setItem(DRAFT, JSON.stringify(next));
    } catch {
      /* without storage the draft lives on the server under the key for this visit only */
    }
    setDraft(next);
  }
  if (draft === undefined) return <Spinner label={t("loading")} />;
  if (!draft) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t("coupleIntro")}</p>
        <CoupleModeChoice className="grid gap-3 sm:grid-cols-2" onChoose={start} />
      </div>
    );
  }
  return (
    <CoupleQuestionnaireRun
      product="couple"
      mode={draft.mode}
      draftKey={draft.key}
      definition={definition}
      today={today}
      onDone={(key) => {
        try {
          localStorage.removeItem(DRAFT);
        } catch {
          /* nothing kept */
        }
        router.push(`/couple-questionnaire/result/${key}`);
      }}
    />
  );
}
