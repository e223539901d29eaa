"use client";

import { hydrateOnUse } from "@/components/ui/hydrate-on-use";
import { hasDraft, partnerDraftKey } from "@/lib/client/draft-key";
import type * as Invitation from "./partner-invitation";

/**
 * The partner's invitation as the page serves it: rendered by the server, its form's code
 * loaded on the first use of the page (hydrateOnUse), or at once when this browser keeps the
 * partner's unfinished answers (the served HTML cannot show them).
 */
export const DeferredPartnerInvitation = hydrateOnUse<Parameters<typeof Invitation.PartnerInvitation>[0]>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only: the browser's bundle drops this branch
  typeof window === "undefined" ? (require("./partner-invitation") as typeof Invitation).PartnerInvitation : null,
  () => import("./partner-invitation").then((module) => module.PartnerInvitation),
  { now: ({ token }) => hasDraft(partnerDraftKey(token)) },
);
