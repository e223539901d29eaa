"use client";

import { CreditCard } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useOwnerSelf } from "./owner-self-context";
import { ResendVerification } from "./resend-verification";
import { PasswordForm } from "@/components/auth/password-form";

/** The owner's settings: password, e-mail confirmation, the way to the subscription, language, account deletion. Used in the dialog and the mobile page. */
export function SettingsPanel({ hostLocale, brand, onNavigate }: { hostLocale: "ru" | "en" | null; brand: string; onNavigate?: () => void }) {
  const t = useTranslations("settings");
  const common = useTranslations("common");
  const { self, setSelf } = useOwnerSelf();
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
          <div className="mt-2">
            <ResendVerification email={self.email} label={t("sendVerification")} />
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
