"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { LanguageSwitcher } from "./language-switcher";
import { SignOutButton } from "./sign-out-button";

export interface StaffNavItem {
  label: string;
  href: string;
  /** Not built yet: shown disabled. */
  disabled?: boolean;
}

/** The administrator and estimator frame: a menu (a row of tabs on phones), language, sign out. */
export function StaffShell({ brand, title, domain, items, hostLocale, who, children }: {
  brand: string;
  title: string;
  domain: "administrator" | "estimator";
  items: StaffNavItem[];
  hostLocale: "ru" | "en" | null;
  who: string;
  children: ReactNode;
}) {
  const common = useTranslations("common");
  const pathname = usePathname();
  // The most specific item whose path the page is under ("/estimator" vs "/estimator/settings").
  const activeHref = items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .reduce<string | null>((best, item) => (best === null || item.href.length > best.length ? item.href : best), null);
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[240px_1fr]">
      <aside className="border-b border-line bg-white md:border-b-0 md:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:block">
          <Link href={`/${domain}`} className="flex items-center gap-2 font-semibold text-ink">
            <span className="size-6 rounded-md bg-brand-600" aria-hidden />
            {brand}
          </Link>
          <p className="text-xs uppercase tracking-wide text-muted md:mt-1">{title}</p>
        </div>
        <nav aria-label={common("menu")} className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-col md:px-3">
          {items.map((item) =>
            item.disabled ? (
              <span key={item.href} aria-disabled="true" title={common("comingSoon")} className="flex items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm text-slate-400">
                {item.label}
                <span className="rounded bg-slate-100 px-1.5 text-[10px] uppercase">{common("comingSoon")}</span>
              </span>
            ) : (
              <Link key={item.href} href={item.href} className={cn("whitespace-nowrap rounded-lg px-3 py-2 text-sm", item.href === activeHref ? "bg-brand-50 font-medium text-brand-700" : "text-ink hover:bg-slate-100")}>
                {item.label}
              </Link>
            ),
          )}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center justify-end gap-3 border-b border-line bg-white px-4">
          <span className="mr-auto truncate text-sm text-muted" data-testid="staff-who">{who}</span>
          <LanguageSwitcher area={domain} hostLocale={hostLocale} />
          <SignOutButton domain={domain} loginPath={`/${domain}/login`} />
        </header>
        <main className="flex-1 p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
