// Day indices of a scene result <-> calendar dates. Index 0 is the result's `startDay`;
// every series of a `SceneResult` is indexed this way. Built on the app's one day helper
// (lib/engine/core/dates.ts); a malformed day gives NaN here, as Date.parse did.
import { dayStartMsOrNaN, isoDay, ISO_DAY_PATTERN, MS_PER_DAY } from "@/lib/engine/core/dates";

/** YYYY-MM-DD of the day `index` days after `startDay`. */
export function dayToDate(startDay: string, index: number): string {
  return isoDay(dayStartMsOrNaN(startDay) + index * MS_PER_DAY);
}

/** Day index of `date` relative to `startDay` (may fall outside the window). */
export function dateToDay(startDay: string, date: string): number {
  return Math.round((dayStartMsOrNaN(date) - dayStartMsOrNaN(startDay)) / MS_PER_DAY);
}

/** An index kept inside 0..dayCount-1. */
export function clampDay(index: number, dayCount: number): number {
  if (dayCount <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(dayCount - 1, Math.max(0, Math.round(index)));
}

/** The chart's x values: unix seconds at midnight UTC of every day of the window. */
export function dayAxis(startDay: string, dayCount: number): number[] {
  const start = dayStartMsOrNaN(startDay) / 1000;
  return Array.from({ length: Math.max(0, dayCount) }, (_, i) => start + (i * MS_PER_DAY) / 1000);
}

/** A strict YYYY-MM-DD that is a real calendar day. */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY_PATTERN.test(text)) return false;
  const ms = dayStartMsOrNaN(text);
  return Number.isFinite(ms) && isoDay(ms) === text;
}

/** A date for an edit dialog: the given one when it lies in [from, to], else the nearest end. */
export function dateInWindow(date: string, from: string, to: string): string {
  if (date < from) return from;
  if (date > to) return to;
  return date;
}

/** Today as YYYY-MM-DD in UTC (the server's calendar). */
export function utcToday(now: Date = new Date()): string {
  return isoDay(now);
}
