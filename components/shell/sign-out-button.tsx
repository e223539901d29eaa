"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callEndpoint } from "@/lib/client/call-endpoint";
import { PASSPORT, type SignInDomain } from "@/lib/client/passport-endpoints";
import { cn } from "@/components/ui/cn";
import { PlainButton } from "@/components/ui/plain-button";

export function SignOutButton({ domain, loginPath, className, label }: { domain: SignInDomain; loginPath: string; className?: string; label?: string }) {
  const t = useTranslations("common");
  const [busy, setBusy] = useState(false);
  return (
    <PlainButton
      type="button"
      disabled={busy}
      className={cn("flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink hover:bg-slate-100", className)}
      onClick={async () => {
        setBusy(true);
        await callEndpoint(PASSPORT.logout[domain], {});
        window.location.assign(loginPath);
      }}
    >
      <LogOut className="size-4" aria-hidden />
      {label ?? t("signOut")}
    </PlainButton>
  );
}
