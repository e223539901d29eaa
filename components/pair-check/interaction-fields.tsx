"use client";

import { Building2, Wifi } from "lucide-react";
import { useTranslations } from "next-intl";
import { INTENSITY_STEPS, type InteractionSettings } from "@/lib/engine/index";
import { cn } from "@/components/ui/cn";

/** How people work together: in the office or remotely, and hours a week (0.5, 1, 2..10). */
export function InteractionFields({ value, onChange, idPrefix, legend }: { value: InteractionSettings; onChange: (next: InteractionSettings) => void; idPrefix: string; legend: string }) {
  const t = useTranslations("pairCheck.interaction");
  const modes = [
    { remote: false, label: t("office"), icon: Building2 },
    { remote: true, label: t("remote"), icon: Wifi },
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">{legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div role="radiogroup" aria-label={t("mode")} className="inline-flex rounded-lg border border-line bg-white p-0.5">
          {modes.map(({ remote, label, icon: Icon }) => (
            <label
              key={label}
              className={cn(
                "flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
                value.remote === remote ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100",
              )}
            >
              <input type="radio" className="sr-only" name={`${idPrefix}-mode`} checked={value.remote === remote} onChange={() => onChange({ ...value, remote })} />
              <Icon className="size-4" aria-hidden />
              {label}
            </label>
          ))}
        </div>
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${idPrefix}-hours`}>
          {t("hours")}
          <select
            id={`${idPrefix}-hours`}
            className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink"
            value={value.hoursPerWeek}
            onChange={(e) => onChange({ ...value, hoursPerWeek: Number(e.target.value) })}
          >
            {INTENSITY_STEPS.map((h) => (
              <option key={h} value={h}>{t("hoursValue", { hours: h })}</option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
