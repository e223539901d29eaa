"use client";

import { MailWarning } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useOptionalOwnerSelf } from "./owner-self-context";

/** The signed-in owner has not confirmed the e-mail yet, so writes are refused (false where no owner is signed in). */
export function useNeedsVerification(): boolean {
  return useOptionalOwnerSelf()?.self.accessRules.needVerify === true;
}

/** Why an action beside it is disabled: the e-mail is not confirmed; the shell's notice above offers a new link. */
export function UnverifiedReason({ id, className }: { id?: string; className?: string }) {
  const t = useTranslations("unverified");
  return (
    <span id={id} className={cn("inline-flex items-center gap-1.5 text-xs text-amber-800", className)} data-testid="unverified-reason">
      <MailWarning className="size-4 shrink-0" aria-hidden />
      {t("reason")}
    </span>
  );
}

/**
 * A button of an action that needs a confirmed e-mail: for an unverified owner it stays on
 * screen, disabled, with the reason beside it (never silently hidden).
 */
export function GatedButton({ disabled, className, ...props }: ButtonProps) {
  const blocked = useNeedsVerification();
  const reasonId = useId();
  if (!blocked) return <Button disabled={disabled} className={className} {...props} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button {...props} className={className} disabled aria-describedby={reasonId} />
      <UnverifiedReason id={reasonId} />
    </span>
  );
}
