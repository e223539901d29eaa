// Day indices of a scene result <-> calendar dates. Index 0 is the result's `startDay`;
// every series of a `SceneResult` is indexed this way.

const DAY_MS = 86_400_000;

const utcMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** YYYY-MM-DD of the day `index` days after `startDay`. */
export function dayToDate(startDay: string, index: number): string {
  return new Date(utcMs(startDay) + index * DAY_MS).toISOString().slice(0, 10);
}

/** Day index of `date` relative to `startDay` (may fall outside the window). */
export function dateToDay(startDay: string, date: string): number {
  return Math.round((utcMs(date) - utcMs(startDay)) / DAY_MS);
}

/** An index kept inside 0..dayCount-1. */
export function clampDay(index: number, dayCount: number): number {
  if (dayCount <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(dayCount - 1, Math.max(0, Math.round(index)));
}

/** The chart's x values: unix seconds at midnight UTC of every day of the window. */
export function dayAxis(startDay: string, dayCount: number): number[] {
  const start = utcMs(startDay) / 1000;
  return Array.from({ length: Math.max(0, dayCount) }, (_, i) => start + i * 86_400);
}

/** A strict YYYY-MM-DD that is a real calendar day. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = utcMs(text);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** A date for an edit dialog: the given one when it lies in [from, to], else the nearest end. */
export function dateInWindow(date: string, from: string, to: string): string {
  if (date < from) return from;
  if (date > to) return to;
  return date;
}

/** Today as YYYY-MM-DD in UTC (the server's calendar). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
