import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/shell/language-switcher";

/** Header and footer of the public pages. */
export function PublicFrame({ brand, love, hostLocale, children }: { brand: string; love: boolean; hostLocale: "ru" | "en" | null; children: ReactNode }) {
  const t = useTranslations("landing");
  const common = useTranslations("common");
  const legal = useTranslations("legal");
  const signIn = love ? "/love-mobile/login" : "/owner/login";
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <span className={love ? "size-7 rounded-full bg-love-500" : "size-7 rounded-lg bg-brand-600"} aria-hidden />
            {brand}
          </Link>
          <div className="flex items-center gap-3">
            <LanguageSwitcher area="public" hostLocale={hostLocale} />
            <Link href={signIn} className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">{common("signIn")}</Link>
          </div>
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted">
          <span>© {brand}</span>
          {love ? null : <Link href="/pricing" className="hover:text-ink">{t("footerPricing")}</Link>}
          <Link href="/faq" className="hover:text-ink">{t("footerFaq")}</Link>
          {love ? null : <Link href="/guide" className="hover:text-ink">{t("footerGuide")}</Link>}
          <Link href="/enterprise" className="hover:text-ink">{t("footerEnterprise")}</Link>
          <Link href="/privacy" className="hover:text-ink">{legal("privacy.title")}</Link>
          <Link href="/terms" className="hover:text-ink">{legal("terms.title")}</Link>
          <span className="ml-auto flex gap-4">
            <span>{t("footerStaff")}:</span>
            <Link href="/estimator/login" className="hover:text-ink">{t("footerEstimator")}</Link>
            <Link href="/administrator/login" className="hover:text-ink">{t("footerAdministrator")}</Link>
          </span>
        </div>
      </footer>
    </div>
  );
}
