"use client";

import { Building2, Wifi } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

/** Office or remote, as two radio buttons. */
export function ModeChoice({ name, remote, onChange }: { name: string; remote: boolean; onChange: (remote: boolean) => void }) {
  const t = useTranslations("simulator.settings");
  const option = (value: boolean, label: string, Icon: typeof Wifi) => (
    <label className={cn("flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300", remote === value ? "border-brand-500 bg-brand-50 text-brand-800" : "border-line text-ink")}>
      <input type="radio" name={name} className="sr-only" checked={remote === value} onChange={() => onChange(value)} />
      <Icon className="size-4" aria-hidden />
      {label}
    </label>
  );
  return (
    <div role="radiogroup" aria-label={t("mode")} className="flex gap-2">
      {option(false, t("office"), Building2)}
      {option(true, t("remote"), Wifi)}
    </div>
  );
}
