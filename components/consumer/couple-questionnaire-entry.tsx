"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { hydrateOnUse } from "@/components/ui/hydrate-on-use";
import { Spinner } from "@/components/ui/spinner";
import { isSentDraft } from "@/lib/client/consumer-keys";
import { coupleDraftKey, hasDraft } from "@/lib/client/draft-key";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { CoupleChoice } from "./couple-choice";
import { draftHref, keptDraft } from "./couple-drafts";
import type * as Page from "./couple-questionnaire-page";
import type { CoupleStart } from "./couple-questionnaire-page";

function Loading() {
  const t = useTranslations("consumer");
  return <Spinner label={t("loading")} />;
}

// The questionnaire (its flow and form, about 19 KB compressed) is not in the choice's first
// load. With a draft (`?mode=`), the server renders it in the page, and the browser loads its
// code when the page is first used (hydrateOnUse), or at once when the flow has work on
// arrival: a draft already sent from this browser, a kept draft to resume in the same mode, or
// answers kept in this browser. A choice made in the browser renders it there and loads it at
// once (fetched ahead when a choice is pointed at, touched or focused).
const CoupleQuestionnairePage = hydrateOnUse<Parameters<typeof Page.CoupleQuestionnairePage>[0]>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: the browser's bundle drops this branch
  typeof window === "undefined" ? (require("./couple-questionnaire-page") as typeof Page).CoupleQuestionnairePage : null,
  () => import("./couple-questionnaire-page").then((module) => module.CoupleQuestionnairePage),
  { now: ({ start }) => isSentDraft(start.key) || (!start.fromAddress && keptDraft()?.mode === start.mode) || hasDraft(coupleDraftKey(start.key)) },
);

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
