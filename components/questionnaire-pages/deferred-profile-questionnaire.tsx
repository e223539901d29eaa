"use client";

import { hydrateOnUse } from "@/components/ui/hydrate-on-use";
import { hasDraft, PROFILE_DRAFT_KEY } from "@/lib/client/draft-key";
import type * as Flow from "./profile-questionnaire-flow";

/**
 * The profile questionnaire as the page serves it: rendered by the server, its code (the form,
 * about 13 KB compressed) loaded on the first touch, or at once when this browser keeps an
 * anonymous draft (the served HTML cannot show it).
 */
export const DeferredProfileQuestionnaireFlow = hydrateOnUse<Parameters<typeof Flow.ProfileQuestionnaireFlow>[0]>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: the browser's bundle drops this branch
  typeof window === "undefined" ? (require("./profile-questionnaire-flow") as typeof Flow).ProfileQuestionnaireFlow : null,
  () => import("./profile-questionnaire-flow").then((module) => module.ProfileQuestionnaireFlow),
  { now: ({ start }) => start.mode === "anonymous" && hasDraft(PROFILE_DRAFT_KEY) },
);
