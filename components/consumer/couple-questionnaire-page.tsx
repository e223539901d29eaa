"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CoupleModeChoice } from "./mode-choice";
import { newClientKey } from "@/lib/client/consumer-keys";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleQuestionnaireRun } from "./couple-questionnaire-run";

const DRAFT = "couple-questionnaire-draft";
const MODE_LINKS = { alone: "/couple-questionnaire?mode=alone", together: "/couple-questionnaire?mode=together" } as const;

function keptDraft(): { key: string; mode: "alone" | "together" } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(DRAFT) ?? "null") as { key?: unknown; mode?: unknown } | null;
    return parsed && typeof parsed.key === "string" && (parsed.mode === "alone" || parsed.mode === "together") ? { key: parsed.key, mode: parsed.mode } : null;
  } catch {
    return null;
  }
}

type Draft = { key: string; mode: "alone" | "together" };

function keepDraft(draft: Draft): void {
  try {
    localStorage.setItem(DRAFT, JSON.stringify(draft));
  } catch {
    /* without storage the draft lives on the server under the key for this visit only */
  }
}

/**
 * The public couple questionnaire: choose who answers, answer (resumable), then the result page.
 * The choice is a link too (`?mode=`), and the server then starts the draft (`start`), so the
 * first step is in the served HTML and the form works before, or without, the page's script.
 */
export function CoupleQuestionnairePage({ definition, today, start }: { definition: QuestionnaireDefinition; today: string; start?: Draft }) {
  const t = useTranslations("consumer");
  const router = useRouter();
  const [draft, setDraft] = useState<Draft | null>(start ?? null);
  const [fresh, setFresh] = useState(Boolean(start));
  useEffect(() => {
    const kept = keptDraft();
    if (kept && (!start || kept.mode === start.mode)) {
      setDraft(kept);
      setFresh(false);
    } else if (start) keepDraft(start);
    // Only on arrival: later choices go through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  function choose(mode: "alone" | "together") {
    const next = { key: newClientKey(), mode };
    keepDraft(next);
    setDraft(next);
    setFresh(true);
  }
  if (!draft) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-muted">{t("coupleIntro")}</p>
        <CoupleModeChoice className="grid gap-3 sm:grid-cols-2" hrefs={MODE_LINKS} onChoose={choose} />
      </div>
    );
  }
  return (
    <CoupleQuestionnaireRun
      key={draft.key}
      fresh={fresh}
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
