"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatPlain } from "@/lib/client/neuronet";
import type { CreateNeuronetModel } from "@/lib/contracts/neuronet";
import { HYPER_PARAMETER_BOUNDS } from "@/lib/neuronet/hyper-parameters";

type Values = Pick<CreateNeuronetModel, "hyperParameters">;
type BoundKey = keyof typeof HYPER_PARAMETER_BOUNDS;

// Each input, its bounds and the step the browser's spinner takes.
const FIELDS: ReadonlyArray<{ name: `hyperParameters.${string}`; label: string; bound: BoundKey; step: string; path: readonly (string | number)[] }> = [
  { name: "hyperParameters.hiddenUnits.0", label: "hiddenUnits1", bound: "hiddenUnits", step: "1", path: ["hiddenUnits", 0] },
  { name: "hyperParameters.hiddenUnits.1", label: "hiddenUnits2", bound: "hiddenUnits", step: "1", path: ["hiddenUnits", 1] },
  { name: "hyperParameters.epochs", label: "epochs", bound: "epochs", step: "1", path: ["epochs"] },
  { name: "hyperParameters.learningRate", label: "learningRate", bound: "learningRate", step: "any", path: ["learningRate"] },
  { name: "hyperParameters.batchSize", label: "batchSize", bound: "batchSize", step: "1", path: ["batchSize"] },
  { name: "hyperParameters.dropout", label: "dropout", bound: "dropout", step: "0.05", path: ["dropout"] },
  { name: "hyperParameters.testShare", label: "testShare", bound: "testShare", step: "0.05", path: ["testShare"] },
  { name: "hyperParameters.seed", label: "seed", bound: "seed", step: "1", path: ["seed"] },
];

function errorAt(errors: FieldErrors<Values>, path: readonly (string | number)[]): boolean {
  let node: unknown = errors.hyperParameters;
  for (const key of path) node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
  return Boolean(node);
}

/** The eight hyper-parameters; an error names the field's bounds (the contract's schema enforces them). */
export function HyperParameterFields({ idPrefix, register, errors }: { idPrefix: string; register: UseFormRegister<Values>; errors: FieldErrors<Values> }) {
  const t = useTranslations("admin.neuronet.hyper");
  const locale = useLocale();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold text-ink">{t("title")}</legend>
      {FIELDS.map((field) => {
        const bound = HYPER_PARAMETER_BOUNDS[field.bound];
        const id = `${idPrefix}-${field.label}`;
        const range = t("range", { min: formatPlain(bound.min, locale), max: formatPlain(bound.max, locale) });
        const invalid = errorAt(errors, field.path);
        return (
          <Field key={field.name} id={id} label={t(field.label)} error={invalid ? range : undefined}>
            <Input
              id={id}
              type="number"
              inputMode="decimal"
              min={bound.min}
              max={bound.max}
              step={field.step}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
              {...register(field.name as never, { valueAsNumber: true })}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}
