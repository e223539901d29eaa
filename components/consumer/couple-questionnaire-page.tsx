"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { isSentDraft, newClientKey, rememberSentDraft } from "@/lib/client/consumer-keys";
import type { CoupleMode, QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleChoice } from "./couple-choice";
import { DRAFT, draftHref, keepDraft, keptDraft, type Draft } from "./couple-drafts";
import { CoupleQuestionnaireRun, type CoupleDraft } from "./couple-questionnaire-run";

/**
 * The draft the server rendered: its key and mode, the progress kept under the key, and
 * whether the key came from the address (`?draft=`) or was made for this visit.
 */
export interface CoupleStart extends Draft {
  readonly resumed: CoupleDraft | null;
  readonly fromAddress: boolean;
}

/**
 * The public couple questionnaire once a choice is made: answer (resumable), then the result page.
 * The server starts the draft (`start`) for the choice's link (`?mode=`), so the first step is
 * in the served HTML and the form works before, or without, the page's script (the choice
 * itself is `CoupleQuestionnaireEntry`, which loads this on demand).
 * Once running, the draft's key is in the address (`?draft=`), where the server reads the
 * progress kept under it; a visit without it goes to the draft this browser remembers.
 */
export function CoupleQuestionnairePage({ definition, today, start }: { definition: QuestionnaireDefinition; today: string; start: CoupleStart }) {
  const t = useTranslations("consumer");
  const router = useRouter();
  const [draft, setDraft] = useState<Draft | null>(start);
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    // Back from the result (the browser restores this page as it was): that draft is used up.
    if (isSentDraft(start.key)) {
      setDraft(null);
      window.history.replaceState(null, "", "/couple-questionnaire");
      return;
    }
    if (start.fromAddress) {
      keepDraft(start);
      // The mode the draft was kept with wins over the address's.
      window.history.replaceState(null, "", draftHref(start));
      return;
    }
    const kept = keptDraft();
    if (kept && kept.mode === start.mode) {
      // The server reads what is kept under the key and renders the form where it stopped.
      setResuming(true);
      router.replace(draftHref(kept));
    } else {
      keepDraft(start);
      window.history.replaceState(null, "", draftHref(start));
    }
    // Only on arrival: later choices go through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  function choose(mode: CoupleMode) {
    const next = { key: newClientKey(), mode };
    keepDraft(next);
    window.history.replaceState(null, "", draftHref(next));
    setDraft(next);
  }
  if (resuming) return <Spinner label={t("loading")} />;
  // Back from the result: a new choice starts a new draft here, without the server.
  if (!draft) return <CoupleChoice onChoose={choose} />;
  return (
    <CoupleQuestionnaireRun
      key={draft.key}
      resumed={draft.key === start.key ? start.resumed : null}
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
        // The draft is used up: going back from the result shows the choice, not a form under its key.
        rememberSentDraft(draft.key);
        window.history.replaceState(null, "", "/couple-questionnaire");
        router.push(`/couple-questionnaire/result/${key}`);
      }}
    />
  );
}
