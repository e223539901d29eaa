import { parseBirthDate } from "@/lib/questionnaire/birth-date";
import { validatePersonalDetails } from "@/lib/questionnaire/validation";
import type { LocalDate, PersonalDetails, PersonalField, PersonalFieldCode, QuestionnaireDefinition } from "@/lib/questionnaire";
import { normalisedDate, type DraftPersonal } from "@/lib/client/questionnaire-draft";

// Which personal details a questionnaire collects, and their values in the shape the
// page receives. Whether a field is required is read from the engine's own rules.

export type PersonalValues = DraftPersonal;

export interface PersonalFieldSpec {
  readonly field: PersonalField;
  readonly kind: "name" | "date";
  readonly required: boolean;
  /** The field is about the partner (couple questionnaire). */
  readonly partner: boolean;
}

export interface PersonalRules {
  /** With the questions, the age a derived question takes from the birth date is checked too. */
  readonly definition: Pick<QuestionnaireDefinition, "personalFields" | "requiresLastName"> & { readonly questions?: QuestionnaireDefinition["questions"] };
  readonly lastNameRequired?: boolean;
}

/** The fields shown, in order; "none" fields are left out. */
export function personalFieldSpecs({ definition, lastNameRequired }: PersonalRules): PersonalFieldSpec[] {
  const rules = definition.personalFields;
  // An empty form fails exactly the required fields.
  const empty = validatePersonalDetails(definition, {}, lastNameRequired === undefined ? {} : { lastNameRequired });
  const required = (field: PersonalField) => empty.some((e) => e.field === field && e.code === "required");
  const specs: PersonalFieldSpec[] = [{ field: "firstName", kind: "name", required: true, partner: false }];
  if (rules.lastName !== "none") specs.push({ field: "lastName", kind: "name", required: required("lastName"), partner: false });
  if (rules.birthDate !== "none") specs.push({ field: "birthDate", kind: "date", required: required("birthDate"), partner: false });
  if (rules.partner) {
    specs.push({ field: "partnerFirstName", kind: "name", required: true, partner: true });
    if (rules.partner.birthDate !== "none") {
      specs.push({ field: "partnerBirthDate", kind: "date", required: required("partnerBirthDate"), partner: true });
    }
  }
  return specs;
}

/** The engine's personal-detail errors, one code per field. */
export function personalErrors(rules: PersonalRules, values: PersonalValues, today: LocalDate | undefined): Partial<Record<PersonalField, PersonalFieldCode>> {
  const options = {
    ...(rules.lastNameRequired === undefined ? {} : { lastNameRequired: rules.lastNameRequired }),
    ...(today ? { today } : {}),
  };
  const errors: Partial<Record<PersonalField, PersonalFieldCode>> = {};
  for (const error of validatePersonalDetails(rules.definition, values, options)) errors[error.field] ??= error.code;
  return errors;
}

/** The collected details for the page: trimmed names, normalised birth dates, null when empty; unused fields left out. */
export function personalDetailsOf(specs: readonly PersonalFieldSpec[], values: PersonalValues): PersonalDetails {
  const details: Record<string, string | null> = {};
  for (const spec of specs) {
    const value = spec.kind === "date" ? normalisedDate(values[spec.field]) : values[spec.field].trim();
    details[spec.field] = value === "" ? null : value;
  }
  return details as PersonalDetails;
}

/** Today's date passed in by the page ("YYYY-MM-DD"). */
export function parseToday(today: string): LocalDate | undefined {
  return parseBirthDate(today);
}
