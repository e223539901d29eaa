"use client";

import { useTranslations } from "next-intl";
import type { ChangeEvent } from "react";
import type { PersonalField, PersonalFieldCode } from "@/lib/questionnaire";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { PersonalFieldSpec, PersonalValues } from "./personal-fields";

const NAME_MAX_LENGTH = 100;
const EARLIEST_BIRTH_DATE = "1900-01-01";

const AUTOCOMPLETE: Readonly<Record<PersonalField, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  birthDate: "bday",
  partnerFirstName: "off",
  partnerBirthDate: "off",
};

export interface PersonalDetailsProps {
  readonly specs: readonly PersonalFieldSpec[];
  readonly values: PersonalValues;
  /** The engine's codes, shown after "Next" was refused on the first step. */
  readonly errors: Partial<Record<PersonalField, PersonalFieldCode>>;
  /** YYYY-MM-DD: the latest birth date the picker offers. */
  readonly today: string;
  readonly idBase: string;
  readonly onChange: (field: PersonalField, value: string) => void;
}

/** Names and birth dates asked before the first step's questions; the partner's for couples. */
export function PersonalDetails({ specs, values, errors, today, idBase, onChange }: PersonalDetailsProps) {
  const t = useTranslations("questionnaireForm");
  const groups = [
    { key: "own", title: t("personalTitle"), specs: specs.filter((spec) => !spec.partner) },
    { key: "partner", title: t("partnerTitle"), specs: specs.filter((spec) => spec.partner) },
  ].filter((group) => group.specs.length > 0);

  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <fieldset key={group.key} className="min-w-0">
          <legend className="text-base font-semibold text-ink">{group.title}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {group.specs.map((spec) => {
              const id = `${idBase}-${spec.field}`;
              const code = errors[spec.field];
              const error = code ? t(`errors.${code}`) : undefined;
              const label = spec.required ? t(`fields.${spec.field}`) : t("optionalField", { label: t(`fields.${spec.field}`) });
              const common = {
                id,
                value: values[spec.field],
                onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(spec.field, event.target.value),
                autoComplete: AUTOCOMPLETE[spec.field],
                "aria-invalid": error ? true : undefined,
                "aria-describedby": error ? `${id}-error` : undefined,
                "aria-required": spec.required || undefined,
              };
              return (
                <div key={spec.field} data-problem={error ? "true" : undefined}>
                  <Field id={id} label={label} error={error}>
                    {spec.kind === "name" ? (
                      <Input type="text" maxLength={NAME_MAX_LENGTH} {...common} />
                    ) : (
                      <Input type="date" min={EARLIEST_BIRTH_DATE} max={today} {...common} />
                    )}
                  </Field>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
