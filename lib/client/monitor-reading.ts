// How the director monitor draws and sums up its teams (docs/model.md, "Director monitor").
// No React here, so the rules are unit-tested.
import type { MonitorTeam } from "@/lib/contracts/monitor";
import { formatNumber } from "./numbers";

/**
 * The sparkline's points in a width x height box: the first value on the left edge, today on
 * the right. The vertical range is at least `minSpan` points around the values, so a change
 * within the forecast's precision looks flat instead of being stretched into a cliff.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, minSpan = 10): Array<[number, number]> {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, minSpan);
  const bottom = (lo + hi) / 2 - span / 2;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const pad = 2;
  return values.map((v, i) => [round2(values.length > 1 ? i * step : width / 2), round2(pad + (height - 2 * pad) * (1 - (v - bottom) / span))]);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The monitor's headline over the teams loaded so far: how many, and how many need a look. */
export function monitorSummary(teams: readonly MonitorTeam[]): { teams: number; falling: number; dropped: number; notRun: number } {
  return {
    teams: teams.length,
    falling: teams.filter((t) => t.falling.length > 0).length,
    dropped: teams.filter((t) => t.forecast?.dropped).length,
    notRun: teams.filter((t) => t.state !== "ready").length,
  };
}

/** Whole points, as the product shows shown-scale scores (compared as shown). */
export const wholePoints = (value: number): number => Math.round(value);

/**
 * How many whole points lie between two shown scores, as the reader can check it from the two
 * numbers written beside it: the difference of the rounded ends, not the rounded difference
 * ("22 → −10" is 32 points, though −10.4 − 22.4 rounds to 33).
 */
export function pointsBetween(from: number, to: number): number {
  return Math.abs(wholePoints(to) - wholePoints(from));
}

/**
 * A shown score as the monitor writes it: whole points in the reader's locale, with a true
 * minus sign (U+2212), as its deltas are written; never "-0".
 */
export function shownPoints(value: number, locale: string): string {
  return formatNumber(wholePoints(value) || 0, locale, 0).replace("-", "\u2212");
}
