import { err, ok, type Result } from "./types";

/** A calendar date as the person sees it; month 1..12. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export type BirthDateError = "invalid_date";

const MIN_YEAR = 1000;
const MAX_YEAR = 9999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.000)?Z)?$/;

export function isValidLocalDate(date: LocalDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The birth date as midnight UTC of the person's calendar date:
 * { year: 1990, month: 5, day: 17 } -> "1990-05-17T00:00:00.000Z", whatever the time zone.
 */
export function normaliseBirthDate(date: LocalDate): Result<string, BirthDateError> {
  if (!isValidLocalDate(date)) return err("invalid_date");
  return ok(new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString());
}

/**
 * The calendar date a date picker meant: `instant` is read in the picker's time zone,
 * whose offset is given like `Date#getTimezoneOffset()` (minutes, UTC+3 -> -180).
 * Midnight of 17 May in Moscow is 16 May 21:00 UTC, and still normalises to 17 May.
 */
export function birthDateFromInstant(instant: Date, timeZoneOffsetMinutes: number): Result<string, BirthDateError> {
  const time = instant.getTime();
  if (!Number.isFinite(time) || !Number.isFinite(timeZoneOffsetMinutes)) return err("invalid_date");
  const local = new Date(time - timeZoneOffsetMinutes * 60_000);
  return normaliseBirthDate({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() });
}

/** Reads "YYYY-MM-DD" or a normalised birth date ("YYYY-MM-DDT00:00:00.000Z"). */
export function parseBirthDate(text: unknown): LocalDate | undefined {
  if (typeof text !== "string") return undefined;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidLocalDate(date) ? date : undefined;
}

/** Full years between two calendar dates (0 before the first birthday; negative when born after `today`). */
export function ageOn(birthDate: LocalDate, today: LocalDate): number {
  const years = today.year - birthDate.year;
  const beforeBirthday = today.month < birthDate.month || (today.month === birthDate.month && today.day < birthDate.day);
  return beforeBirthday ? years - 1 : years;
}

/** Orders two calendar dates: negative when a is earlier. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
