// Calendar arithmetic on whole UTC days, without Date: a day is an integer count
// of days since 1970-01-01 (H. Hinnant's civil-date algorithms).

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
