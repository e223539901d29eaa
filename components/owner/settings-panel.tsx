"use client";

import { CreditCard } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT } from "@/lib/client/passport-endpoints";
import { useErrorText } from "@/lib/client/use-error-text";
import type { ErrorBody } from "@/lib/contracts/errors";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useOwnerSelf } from "./owner-self-context";
import { PasswordForm } from "@/components/auth/password-form";

/** The owner's settings: password, e-mail confirmation, the way to the subscription, language, account deletion. Used in the dialog and the mobile page. */
export function SettingsPanel({ hostLocale, brand, onNavigate }: { hostLocale: "ru" | "en" | null; brand: string; onNavigate?: () => void }) {
  const t = useTranslations("settings");
  const common = useTranslations("common");
  const errorText = useErrorText();
  const locale = useLocale() as "ru" | "en";
  const { self, setSelf } = useOwnerSelf();
  const [verification, setVerification] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<ErrorBody | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold text-ink">{t("account")}</h3>
        <p className="text-ink">{self.email}</p>
        <p className="text-muted">
          {t("verification")}: <span className={self.accessRules.needVerify ? "text-amber-700" : "text-emerald-700"}>{self.accessRules.needVerify ? t("notVerified") : t("verified")}</span>
        </p>
        {self.accessRules.needVerify ? (
          <div className="mt-2 flex flex-col gap-2">
            <Button
              size="sm"
              variant="secondary"
              className="self-start"
              busy={verification === "busy"}
              disabled={verification === "sent"}
              onClick={async () => {
                setVerification("busy");
                setError(null);
                const result = await callEndpoint(PASSPORT.verificationLink, { body: { ln: locale } });
                if (result.ok) setVerification("sent");
                else {
                  setVerification("idle");
                  setError(result.error);
                }
              }}
            >
              {t("sendVerification")}
            </Button>
            {verification === "sent" ? <Alert tone="success">{t("verificationSent", { email: self.email })}</Alert> : null}
            {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
          </div>
        ) : null}
      </section>
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold text-ink">{t("subscription")}</h3>
        <Link href="/owner/subscription" className="inline-flex items-center gap-2 self-start font-medium text-brand-700 underline" onClick={onNavigate}>
          <CreditCard className="size-4" aria-hidden />
          {t("subscriptionLink")}
        </Link>
      </section>
      <PasswordForm hasPassword={self.hasPassword} onSaved={setSelf} />
      <section className="flex flex-col gap-2 text-sm">
        <h3 className="font-semibold text-ink">{common("language")}</h3>
        {hostLocale ? <p className="text-muted">{t("languageFixedByHost", { language: common(`localeName.${hostLocale}`) })}</p> : <LanguageSwitcher area="owner" hostLocale={null} />}
      </section>
      <section>
        <Button variant="danger" size="sm" onClick={() => setDeleteOpen(true)}>{t("deleteAccount")}</Button>
        <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} brand={brand} />
      </section>
    </div>
  );
}
