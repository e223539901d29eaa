"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useOptionalOwnerSelf } from "./owner-self-context";
import { ResendVerification } from "./resend-verification";

/** "Functionality unavailable, verify the account" (spec part 1 section 6) with the way to a new link. */
export function UnverifiedAlert({ email, tmpMail = false }: { email: string; tmpMail?: boolean }) {
  const t = useTranslations("unverified");
  return (
    <Alert tone="warning" title={t("title")} className="mb-4">
      <div data-testid="unverified-notice">
        <p>{t("text", { email })}</p>
        {tmpMail ? <p className="mt-1">{t("tmpMail")}</p> : null}
        <div className="mt-3">
          <ResendVerification email={email} />
        </div>
      </div>
    </Alert>
  );
}

/**
 * The signed-in owner's notice of an unconfirmed e-mail. The signed-in shells (owner,
 * owner-mobile, love-mobile) show it above every page, so no gated action is a silent dead end.
 */
export function UnverifiedNotice() {
  const self = useOptionalOwnerSelf()?.self;
  if (!self?.accessRules.needVerify) return null;
  return <UnverifiedAlert email={self.email} tmpMail={self.isTmpOwner} />;
}

/** A verified owner on a temporary-mail address is reminded on the dashboard and settings (the unverified one reads it in the notice). */
export function TmpMailNotice() {
  const t = useTranslations("unverified");
  const self = useOptionalOwnerSelf()?.self;
  return self && !self.accessRules.needVerify && self.isTmpOwner ? <Alert tone="warning">{t("tmpMail")}</Alert> : null;
}
