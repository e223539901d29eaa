// Calendar arithmetic on whole UTC days, without Date: a day is an integer count
// of days since 1970-01-01 (H. Hinnant's civil-date algorithms).
//
// The app's one day helper (issue 11, point 7): the server, the pages and the browser import
// these (`@/lib/engine/core/dates`) instead of `toISOString().slice(0, 10)` and
// `Date.parse(day + "T00:00:00Z") + 86_400_000`. Pure, so the browser may load it.

export type DayNumber = number;

export function daysFromCivil(y: number, m: number, d: number): DayNumber {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z: DayNumber): { y: number; m: number; d: number } {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The shape of a day, "YYYY-MM-DD" (request schemas check it; `parseDay` also checks the calendar). */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const MS_PER_DAY = 86_400_000;

/** Strict "YYYY-MM-DD" (a real calendar date, years 1900..2200) to a day number, else null. */
export function parseDay(text: unknown): DayNumber | null {
  if (typeof text !== "string") return null;
  const m = DAY_RE.exec(text);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const z = daysFromCivil(y, mo, d);
  const back = civilFromDays(z);
  return back.y === y && back.m === mo && back.d === d ? z : null;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

export function formatDay(z: DayNumber): string {
  const { y, m, d } = civilFromDays(z);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** "YYYY-MM" of a day. */
export function monthKey(z: DayNumber): string {
  const { y, m } = civilFromDays(z);
  return `${pad(y, 4)}-${pad(m, 2)}`;
}

export function firstOfMonth(z: DayNumber): DayNumber {
  const { y, m } = civilFromDays(z);
  return daysFromCivil(y, m, 1);
}

/** First day of the month k months after the month of z. */
export function addMonths(z: DayNumber, k: number): DayNumber {
  const { y, m } = civilFromDays(z);
  const total = y * 12 + (m - 1) + k;
  return daysFromCivil(Math.floor(total / 12), (total % 12) + 1, 1);
}

/** The UTC calendar day of an instant: 2026-03-01T23:59:59Z -> "2026-03-01". */
export function isoDay(instant: Date | number): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("isoDay: invalid time value");
  return formatDay(Math.floor(ms / MS_PER_DAY));
}

/**
 * "YYYY-MM-DD" to its day number, without the calendar check of `parseDay`: an impossible
 * day rolls over ("2026-02-30" is 2 March), as `Date.parse` does. Throws on another shape.
 */
export function dayNumber(day: string): DayNumber {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a day: ${JSON.stringify(day).slice(0, 40)}`);
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Midnight UTC at the start of `day` in milliseconds, or NaN where `Date.parse` of that day's
 * midnight gives NaN: another shape, month 00 or 13+, day 00 or 32+. Days 29..31 past the end
 * of a month roll over ("2026-02-30" is 2 March), as there. For code that shows a day and must
 * not throw on a bad one (an invalid date is what the page had before).
 */
export function dayStartMsOrNaN(day: string): number {
  const m = DAY_RE.exec(day);
  if (!m) return Number.NaN;
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return Number.NaN;
  return daysFromCivil(Number(m[1]), mo, d) * MS_PER_DAY;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return formatDay(dayNumber(day) + days);
}

/** Midnight UTC at the start of `day`, in milliseconds since the epoch (what a Date is built from). */
export function dayStartMs(day: string): number {
  return dayNumber(day) * MS_PER_DAY;
}

/** The first day of the month of `day`: "2026-03-17" -> "2026-03-01". */
export function firstDayOfMonth(day: string): string {
  return formatDay(firstOfMonth(dayNumber(day)));
}
