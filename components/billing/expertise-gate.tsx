"use client";

import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useOptionalOwnerSelf } from "@/components/owner/owner-self-context";

// Texts come from the caller (the grades namespace), so every profile page can use it.

/** Spec part 2 section 4: the K/P/L expertise is hidden while the owner's plan is none (the basic tier). */
export function useExpertiseHidden(): boolean {
  const subscription = useOptionalOwnerSelf()?.self.subscription;
  return subscription ? subscription.plan === "none" || subscription.tier === "basic" : false;
}

/** The K/P/L expertise, or on the free plan a short hint in its place. */
export function ExpertiseGate({ hint, children }: { hint: string; children: ReactNode }) {
  if (!useExpertiseHidden()) return <>{children}</>;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted" data-testid="expertise-hidden">
      <Lock className="size-3" aria-hidden />
      {hint}
    </span>
  );
}
