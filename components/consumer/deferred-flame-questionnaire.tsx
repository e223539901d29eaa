"use client";

import { hydrateOnUse } from "@/components/ui/hydrate-on-use";
import { isSentDraft } from "@/lib/client/consumer-keys";
import { coupleDraftKey, hasDraft } from "@/lib/client/draft-key";
import type * as Flame from "./flame-questionnaire";

/**
 * The flame questionnaire as the page serves it: rendered by the server, its code loaded on the
 * first use of the page (hydrateOnUse). At once when the page has work for it before anyone
 * touches it: no draft key yet (it puts a new one in the address), a draft already sent from
 * this browser (it leaves for the instruction), or answers kept in this browser.
 */
export const DeferredFlameQuestionnaire = hydrateOnUse<Parameters<typeof Flame.FlameQuestionnaire>[0]>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: the browser's bundle drops this branch
  typeof window === "undefined" ? (require("./flame-questionnaire") as typeof Flame).FlameQuestionnaire : null,
  () => import("./flame-questionnaire").then((module) => module.FlameQuestionnaire),
  { now: ({ draftKey }) => !draftKey || isSentDraft(draftKey) || hasDraft(coupleDraftKey(draftKey)) },
);
