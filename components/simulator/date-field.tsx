"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { dayStartMsOrNaN } from "@/lib/engine/core/dates";
import { isIsoDay } from "./scene-days";

/** The date an edit takes effect, inside the scene's window. */
export function DateField({ id, label, value, onChange, min, max }: { id: string; label: string; value: string; onChange: (value: string) => void; min: string; max: string }) {
  const t = useTranslations("simulator.dialogs");
  const format = useFormatter();
  const fmt = (d: string) => format.dateTime(new Date(dayStartMsOrNaN(d)), { dateStyle: "medium" });
  const invalid = !isIsoDay(value) || value < min || value > max;
  return (
    <Field id={id} label={label} error={invalid ? t("dateRange", { from: fmt(min), to: fmt(max) }) : undefined} hint={t("dateHint")}>
      <Input id={id} type="date" value={value} min={min} max={max} required onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
    </Field>
  );
}

export const dateIsValid = (value: string, min: string, max: string) => isIsoDay(value) && value >= min && value <= max;
