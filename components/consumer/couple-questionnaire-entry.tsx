"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleChoice } from "./couple-choice";
import { draftHref, keptDraft } from "./couple-drafts";
import type { CoupleStart } from "./couple-questionnaire-page";

function Loading() {
  const t = useTranslations("consumer");
  return <Spinner label={t("loading")} />;
}

// The questionnaire (its flow and form, about 19 KB compressed) is not in the choice's first
// load. With a draft (`?mode=`), the server renders it in the page and the page preloads its
// code. No `loading` option on purpose: with one, next/dynamic wraps the form in a Suspense
// boundary, the server streams the fallback first (the form only appears once a script swaps
// it in: never without scripts) and the flow's effects could run before the form hydrates.
// Without one, the page waits for the form as a whole, on the server and in the browser.
const CoupleQuestionnairePage = dynamic(() => import("./couple-questionnaire-page").then((module) => module.CoupleQuestionnairePage));

let flowRequested = false;
/** Fetches the questionnaire's code when a choice is pointed at, touched or focused. */
function preloadFlow(): void {
  if (flowRequested) return;
  flowRequested = true;
  import("./couple-questionnaire-page").catch(() => {
    flowRequested = false; // the choice's navigation asks again
  });
}

/**
 * `/couple-questionnaire`: the choice of who answers, light; its links ask the server for the
 * page with a new draft (`?mode=`), whose first step comes in the page. A draft this browser
 * keeps is resumed instead, at its own address. The questionnaire's definition comes only with a draft.
 */
export function CoupleQuestionnaireEntry({ today, draft }: { today: string; draft?: { start: CoupleStart; definition: QuestionnaireDefinition } }) {
  const router = useRouter();
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (draft) return;
    const kept = keptDraft();
    if (kept) {
      setResuming(true);
      router.replace(draftHref(kept));
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (draft) return <CoupleQuestionnairePage definition={draft.definition} today={today} start={draft.start} />;
  if (resuming) return <Loading />;
  return <CoupleChoice onIntent={preloadFlow} />;
}
