"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** A read-only link with a copy button. */
export function CopyField({ value, label }: { value: string; label?: string }) {
  const t = useTranslations("createProfile");
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input readOnly value={value} aria-label={label ?? t("copy")} data-testid="copy-field" className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-slate-50 px-3 text-sm text-ink" onFocus={(e) => e.currentTarget.select()} />
      <Button
        type="button"
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          } catch {
            /* the field stays selectable for a manual copy */
          }
        }}
      >
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {copied ? t("copied") : t("copy")}
      </Button>
    </div>
  );
}
