import { z } from "zod";
import { ISO_DAY_PATTERN } from "@/lib/engine/core/dates";

// Spec part 1 section 5 as zod builders shared by forms and handlers. Messages are
// codes ("required", "min_length:6"); `validation.<code>` in messages/*.json
// holds the text in both languages.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F\\u0400-\\u045F";
const APOSTROPHES = "'\\u2019\\u02BC";
const NAME_RE = new RegExp(`^[${LETTER}${APOSTROPHES}][${LETTER}${APOSTROPHES} \\-]*$`);
// Local part: ASCII only (a Cyrillic local part is rejected); domain may be IDN.
const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9\u0400-\u045F](?:[A-Za-z0-9\u0400-\u045F-]{0,61}[A-Za-z0-9\u0400-\u045F])?\.)+[A-Za-z\u0400-\u045F]{2,63}$/;
const PHONE_RE = /^\+?[0-9()\-\s]{7,24}$/;
const POSITION_RE = /^[\p{L}\p{N}][\p{L}\p{N}\-. ]*$/u;

/** A calendar day, "YYYY-MM-DD" (the one day shape of every contract; lib/engine/core/dates.ts). */
export const isoDate = z.string().regex(ISO_DAY_PATTERN, "invalid");

/** An instant as JSON carries it, "2026-03-01T09:00:00.000Z". */
export const isoDateTime = () => z.iso.datetime();

export const requiredText = (max = 200) =>
  z.string({ error: "required" }).trim().min(1, "required").max(max, `max_length:${max}`);

export const personName = () => requiredText(100).regex(NAME_RE, "names_only");

export const email = () =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(254, "invalid_email")
    .regex(EMAIL_RE, "invalid_email")
    .transform((v) => v.toLowerCase());

export const optionalEmail = () => z.union([z.literal(""), email()]).optional();

export const phone = () =>
  z
    .string()
    .trim()
    .max(24, "invalid_phone")
    .refine((v) => v === "" || (PHONE_RE.test(v) && countDigits(v) >= 7 && countDigits(v) <= 15), "invalid_phone")
    .optional();

export const position = () =>
  z.string().trim().max(100, "max_length:100").refine((v) => v === "" || POSITION_RE.test(v), "letters_digits").optional();

export const password = () =>
  z.string({ error: "required" }).min(PASSWORD_MIN, `min_length:${PASSWORD_MIN}`).max(PASSWORD_MAX, `max_length:${PASSWORD_MAX}`);

export const locale = () => z.enum(["ru", "en"]);

/** Consent to the privacy policy and terms on request forms. */
export const consent = () => z.literal(true, { error: "consent_required" });

function countDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

/**
 * Adds the repeated-password rule (code "password_mismatch"): when a repetition is sent
 * it must equal the password. Forms always send it; API clients may leave it out.
 */
export function withRepeatedPassword<T extends z.ZodType<{ password?: string; repeatPassword?: string }>>(schema: T) {
  return schema.refine((v) => v.repeatPassword === undefined || v.password === v.repeatPassword, {
    message: "password_mismatch",
    path: ["repeatPassword"],
    // Check the repetition even while other fields still have errors, so a form shows all at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; repeatPassword?: unknown } | null;
      return typeof value === "object" && value !== null && typeof value.password === "string" && typeof value.repeatPassword === "string";
    },
  });
}

export const DELETE_CONFIRMATION_WORDS = { en: "Delete", ru: "Удалить" } as const;
