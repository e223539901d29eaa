"use client";

import { ChevronRight, Settings, UserRound, Users, Workflow, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { useScrollEdges } from "@/components/ui/scroll-edges";
import { UnverifiedNotice } from "./unverified-notice";

type NavKey = "pairCheck" | "teamCheck" | "profile" | "profiles" | "settings" | "pair";
interface NavItem { key: NavKey; href: string; icon: LucideIcon }

/**
 * The owner-mobile and love-mobile frame (spec part 1 section 2): a header with pair check,
 * team check (owner only), profile, profiles and settings, and a footer with pair,
 * profiles and settings; above every page, the notice of an unconfirmed e-mail.
 */
export function MobileShell({ base, variant, brand, mainProfileId, children }: { base: "/owner-mobile" | "/love-mobile"; variant: "owner" | "love"; brand: string; mainProfileId: string | null; children: ReactNode }) {
  const t = useTranslations("ownerMobile");
  const pathname = usePathname();
  const header: NavItem[] = [
    { key: "pairCheck", href: `${base}/p2p`, icon: Workflow },
    ...(variant === "owner" ? [{ key: "teamCheck" as const, href: `${base}/team`, icon: Users }] : []),
    { key: "profile", href: mainProfileId ? `${base}/profiles/${mainProfileId}` : `${base}/profiles`, icon: UserRound },
    { key: "profiles", href: `${base}/profiles`, icon: Users },
    { key: "settings", href: `${base}/settings`, icon: Settings },
  ];
  const footer: NavItem[] = [
    { key: "pair", href: `${base}/p2p`, icon: Workflow },
    { key: "profiles", href: `${base}/profiles`, icon: Users },
    { key: "settings", href: `${base}/settings`, icon: Settings },
  ];
  const tabs = useRef<HTMLElement>(null);
  const edges = useScrollEdges(tabs);
  const isActive = (href: string, key?: NavKey) =>
    key === "profile" ? Boolean(mainProfileId) && pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col bg-surface">
      <header className="sticky top-0 z-20 border-b border-line bg-white">
        <div className="flex items-center gap-2 px-4 pt-3 text-base font-semibold text-ink">
          <span className={cn("size-5", variant === "love" ? "rounded-full bg-love-500" : "rounded bg-brand-600")} aria-hidden />
          {brand}
        </div>
        {/* The tabs scroll sideways on a narrow phone: faded edges and an arrow show there is more. */}
        <div className="relative" data-testid="header-tabs" data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
          <nav ref={tabs} aria-label="header" className="flex gap-1 overflow-x-auto px-2 py-2 [scrollbar-width:none]">
            {header.map(({ key, href }) => (
              <Link key={key} href={href} className={cn("whitespace-nowrap rounded-full px-3 py-1.5 text-sm", isActive(href, key) ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100")}>
                {t(key)}
              </Link>
            ))}
          </nav>
          {edges.before ? <span className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-white to-transparent" aria-hidden /> : null}
          {edges.after ? (
            <span className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l from-white via-white/90 to-transparent pr-1 text-muted" aria-hidden>
              <ChevronRight className="size-4" />
            </span>
          ) : null}
        </div>
      </header>
      <main className="flex-1 p-4 pb-24">
        <UnverifiedNotice />
        {children}
      </main>
      <footer className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-xl border-t border-line bg-white">
        <nav aria-label="footer" className="grid grid-cols-3">
          {footer.map(({ key, href, icon: Icon }) => (
            <Link key={key} href={href} className={cn("flex flex-col items-center gap-0.5 py-2 text-xs", isActive(href) ? "text-brand-600" : "text-muted")}>
              <Icon className="size-5" aria-hidden />
              {t(key)}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}
