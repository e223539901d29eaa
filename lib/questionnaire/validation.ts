import { compareLocalDates, isValidLocalDate, parseBirthDate, type LocalDate } from "./birth-date";
import { derivedOutOfBounds } from "./plausibility";
import type { FieldRule, Question, QuestionnaireDefinition } from "./types";

// Personal details collected beside the questions (spec part 1 section 5). The result
// is codes; the interface translates them (`validation.<code>` in messages/*.json).

export type PersonalField = "firstName" | "lastName" | "birthDate" | "partnerFirstName" | "partnerBirthDate";

/**
 * "required": blank; "names_only": not a name (same rule and code as lib/contracts); "invalid_date"; "in_future";
 * "age_out_of_range": the age a derived question takes from the birth date is outside its bounds.
 */
export type PersonalFieldCode = "required" | "names_only" | "invalid_date" | "in_future" | "age_out_of_range";

export interface PersonalFieldError {
  readonly field: PersonalField;
  readonly code: PersonalFieldCode;
}

export interface PersonalDetails {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** A normalised birth date ("1990-05-17T00:00:00.000Z"), "1990-05-17", or a calendar date. */
  readonly birthDate?: string | LocalDate | null;
  readonly partnerFirstName?: string | null;
  readonly partnerBirthDate?: string | LocalDate | null;
}

export interface PersonalDetailsOptions {
  /** The last-name-required flag of the questionnaire state (an invitation may set it). */
  readonly lastNameRequired?: boolean;
  /** With today's date, birth dates after it are rejected. */
  readonly today?: LocalDate;
}

// Starts with a letter or apostrophe; letters (Latin with accents, Cyrillic), apostrophe, hyphen, space.
const LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F\\u0400-\\u045F";
const APOSTROPHES = "'\\u2019\\u02BC";
const NAME_RE = new RegExp(`^[${LETTER}${APOSTROPHES}][${LETTER}${APOSTROPHES} \\-]*$`);

/** With the questions, a derived age is checked against its bounds too. */
type Rules = Pick<QuestionnaireDefinition, "personalFields" | "requiresLastName"> & { readonly questions?: readonly Question[] };

/**
 * Profile: first name, and the last name when required. Love: first name and birth
 * date. Couple: a first name for each party. Optional fields are checked only when filled.
 */
export function validatePersonalDetails(
  definition: Rules,
  details: PersonalDetails,
  options: PersonalDetailsOptions = {},
): PersonalFieldError[] {
  const rules = definition.personalFields;
  const lastNameRule: FieldRule =
    rules.lastName !== "none" && (options.lastNameRequired ?? definition.requiresLastName ?? false)
      ? "required"
      : rules.lastName;
  const errors: PersonalFieldError[] = [];
  const push = (field: PersonalField, code: PersonalFieldCode | undefined) => {
    if (code) errors.push({ field, code });
  };
  push("firstName", checkName(details.firstName, "required"));
  push("lastName", checkName(details.lastName, lastNameRule));
  const birthDateCode = checkBirthDate(details.birthDate, rules.birthDate, options.today);
  const impossibleAge = !birthDateCode && definition.questions && derivedOutOfBounds({ questions: definition.questions }, { birthDate: details.birthDate ?? null, ...(options.today ? { today: options.today } : {}) });
  push("birthDate", birthDateCode ?? (impossibleAge ? "age_out_of_range" : undefined));
  if (rules.partner) {
    push("partnerFirstName", checkName(details.partnerFirstName, "required"));
    push("partnerBirthDate", checkBirthDate(details.partnerBirthDate, rules.partner.birthDate, options.today));
  }
  return errors;
}

export function arePersonalDetailsComplete(
  definition: Rules,
  details: PersonalDetails,
  options: PersonalDetailsOptions = {},
): boolean {
  return validatePersonalDetails(definition, details, options).length === 0;
}

export function isPersonName(text: string): boolean {
  return NAME_RE.test(text.trim());
}

function checkName(value: unknown, rule: FieldRule): PersonalFieldCode | undefined {
  if (rule === "none") return undefined;
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return rule === "required" ? "required" : undefined;
  return isPersonName(text) ? undefined : "names_only";
}

function checkBirthDate(value: unknown, rule: FieldRule, today: LocalDate | undefined): PersonalFieldCode | undefined {
  if (rule === "none") return undefined;
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return rule === "required" ? "required" : undefined;
  }
  const date = typeof value === "string" ? parseBirthDate(value) : asLocalDate(value);
  if (!date) return "invalid_date";
  return today && compareLocalDates(date, today) > 0 ? "in_future" : undefined;
}

function asLocalDate(value: unknown): LocalDate | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { year, month, day } = value as Record<string, unknown>;
  const date = { year, month, day } as LocalDate;
  return isValidLocalDate(date) ? date : undefined;
}
