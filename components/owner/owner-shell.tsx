"use client";

import { Menu, Settings, X } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { OWNER_MENU, type OwnerMenuItem } from "./owner-menu";
import { useOwnerSelf } from "./owner-self-context";
import { PlainButton } from "@/components/ui/plain-button";
import { PaymentReturnNotice } from "@/components/billing/payment-return-notice";
import { PlansDialogProvider } from "@/components/billing/plans-dialog-context";
import { UnverifiedNotice } from "./unverified-notice";

// The settings and delete-account dialogs (forms, validation) load when first opened,
// so every owner page does not carry their code.
const SettingsPanel = dynamic(() => import("./settings-panel").then((m) => m.SettingsPanel));
const DeleteAccountDialog = dynamic(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

/** The owner desktop shell: side menu (a drawer at phone width), header, settings dialog. */
export function OwnerShell({ brand, hostLocale, children }: { brand: string; hostLocale: "ru" | "en" | null; children: ReactNode }) {
  const t = useTranslations("ownerMenu");
  const common = useTranslations("common");
  const { self } = useOwnerSelf();
  const pathname = usePathname();
  const [drawer, setDrawer] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const renderItem = (item: OwnerMenuItem) => {
    const Icon = item.icon;
    const label = t(item.key);
    const base = "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm";
    if (item.disabled) {
      return (
        <span aria-disabled="true" className={cn(base, "cursor-not-allowed text-slate-400")} title={common(item.disabled)}>
          <Icon className="size-4" aria-hidden />
          <span className="flex-1">{label}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] uppercase tracking-wide">{common(item.disabled)}</span>
        </span>
      );
    }
    if (item.action) {
      return (
        <PlainButton type="button" className={cn(base, "text-ink hover:bg-slate-100")} onClick={() => (item.action === "settings" ? setSettingsOpen(true) : setDeleteOpen(true))}>
          <Icon className="size-4" aria-hidden />
          {label}
        </PlainButton>
      );
    }
    const active = pathname.endsWith(item.href!);
    return (
      <Link href={item.href!} className={cn(base, active ? "bg-brand-50 font-medium text-brand-700" : "text-ink hover:bg-slate-100")} onClick={() => setDrawer(false)}>
        <Icon className="size-4" aria-hidden />
        {label}
      </Link>
    );
  };

  const nav = (
    <nav aria-label={common("menu")} className="flex h-full flex-col gap-1 p-3">
      <Link href="/owner/dashboard" className="mb-4 flex items-center gap-2 px-3 py-2 text-lg font-semibold text-ink">
        <span className="size-6 rounded-md bg-brand-600" aria-hidden />
        {brand}
      </Link>
      <ul className="flex flex-col gap-0.5">
        {OWNER_MENU.map((item) => (
          <li key={item.key}>{renderItem(item)}</li>
        ))}
        <li>
          <SignOutButton domain="owner" loginPath="/owner/login" className="w-full" label={t("signOut")} />
        </li>
      </ul>
    </nav>
  );

  return (
    <PlansDialogProvider>
    <div className="min-h-dvh lg:grid lg:grid-cols-[260px_1fr]">
      <aside className="hidden border-r border-line bg-white lg:block">{nav}</aside>
      {drawer ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/40" onClick={() => setDrawer(false)} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-white shadow-xl">
            <PlainButton type="button" className="absolute right-2 top-2 rounded p-2 text-muted" aria-label={common("close")} onClick={() => setDrawer(false)}>
              <X className="size-5" aria-hidden />
            </PlainButton>
            {nav}
          </aside>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center justify-between gap-3 border-b border-line bg-white px-4">
          <PlainButton type="button" className="rounded p-2 text-ink lg:hidden" aria-label={common("menu")} onClick={() => setDrawer(true)}>
            <Menu className="size-5" aria-hidden />
          </PlainButton>
          <p className="truncate text-sm text-muted" data-testid="owner-email">{self.companyName || self.email}</p>
          {/* On a phone only the icon shows: the label names the button there. */}
          <PlainButton type="button" className="flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm text-ink hover:bg-slate-100" aria-label={common("settings")} onClick={() => setSettingsOpen(true)}>
            <Settings className="size-4" aria-hidden />
            <span className="hidden sm:inline">{common("settings")}</span>
          </PlainButton>
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <UnverifiedNotice />
          <PaymentReturnNotice />
          {children}
        </main>
      </div>
      <Dialog open={settingsOpen} onOpenChange={setSettingsOpen} title={common("settings")} closeLabel={common("close")}>
        {settingsOpen ? <SettingsPanel hostLocale={hostLocale} brand={brand} onNavigate={() => setSettingsOpen(false)} /> : null}
      </Dialog>
      {deleteOpen ? <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} brand={brand} /> : null}
    </div>
    </PlansDialogProvider>
  );
}
