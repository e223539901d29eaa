"use client";

import { Lock } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useOwnerSelf } from "@/components/owner/owner-self-context";
import { Alert } from "@/components/ui/alert";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { AccessRulesDto } from "@/lib/contracts/scenes";
import { SeePlansButton } from "./see-plans-button";

export type ToolRule = keyof Omit<AccessRulesDto, "needVerify">;

/** A tool closed by the plan (not by a missing e-mail confirmation, which UnverifiedNotice explains). */
export function useLockedByPlan(rule: ToolRule): boolean {
  const { self } = useOwnerSelf();
  return !self.accessRules.needVerify && !self.accessRules[rule];
}

/** An error of a write, and for the team limit or a tool outside the plan the way out: the plans. */
export function PlanErrorAlert({ error }: { error: Pick<ErrorBody, "code" | "retryAfter"> }) {
  const t = useTranslations("planAccess");
  const errorText = useErrorText();
  if (error.code === "subscription:team_limit" || error.code === "subscription:not_in_plan") {
    return (
      <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
        <span data-testid={error.code === "subscription:team_limit" ? "team-limit" : "not-in-plan"}>{error.code === "subscription:team_limit" ? t("teamLimit") : errorText(error)}</span>
        <SeePlansButton />
      </Alert>
    );
  }
  return <Alert tone="error">{errorText(error)}</Alert>;
}

/** "Not in your plan" with the way to the plans, beside a tool the plan does not open. */
export function NotInPlan({ compact }: { compact?: boolean }) {
  const t = useTranslations("planAccess");
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-amber-800" data-testid="not-in-plan">
      <Lock className="size-4" aria-hidden />
      <span>{compact ? t("notInPlan") : t("toolNotInPlan")}</span>
      <SeePlansButton />
    </span>
  );
}

/** "N of M teams" when the plan limits saved teams; nothing without a limit. */
export function TeamUse() {
  const t = useTranslations("planAccess");
  const { subscription } = useOwnerSelf().self;
  if (subscription.teamLimit === null || subscription.teamLimit === 0) return null;
  return <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-ink" data-testid="team-use">{t("teamsOfLimit", { used: subscription.teamsUsed, limit: subscription.teamLimit })}</span>;
}

/** A tool card's link, or, when the plan closes the tool, the card dimmed with "Not in your plan" and the way to the plans. */
export function ToolLink({ rule, href, children }: { rule: ToolRule | null; href: string; children: ReactNode }) {
  const locked = useLockedByPlan(rule ?? "allowTeams") && rule !== null;
  if (!locked) return <Link href={href}>{children}</Link>;
  return (
    <div className="flex h-full flex-col gap-2 rounded-2xl border border-dashed border-line bg-slate-50 p-1" aria-disabled="true">
      <div className="opacity-60">{children}</div>
      <div className="px-4 pb-3"><NotInPlan compact /></div>
    </div>
  );
}
