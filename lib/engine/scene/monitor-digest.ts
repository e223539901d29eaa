// The director monitor's reading of one stored scene run (issue 17, point 11): where the team's
// cohesion, power and atmosphere went over the last 90 days, whose condition fell, and whether
// the team's forecast dropped in the last week. Pure: it reads the series a run already holds
// (SceneResult.team and .actors, indexed by day), so the monitor never runs the engine.
// Thresholds and their reasons: docs/model.md, "Director monitor".
import { round1 } from "../core/math";
import { SHOWN_PRECISION_POINTS } from "../core/shown-precision";
import type { Series } from "./scene-output";

/** Days the monitor looks back for trends. */
export const MONITOR_WINDOW_DAYS = 90;
/** Days back for "the forecast dropped since last week". */
export const MONITOR_WEEK_DAYS = 7;
/** Points between two sparkline points. */
export const MONITOR_POINT_STEP = 7;
/** A change smaller than this many shown points is "steady": the forecast's precision (core/shown-precision.ts). */
export const MONITOR_THRESHOLD = SHOWN_PRECISION_POINTS;

export const MONITOR_INDICATORS = ["cohesion", "power", "atmosphere"] as const;
export type MonitorIndicator = (typeof MONITOR_INDICATORS)[number];

export type TrendDirection = "up" | "down" | "steady";

export interface IndicatorTrend {
  /** Today's value (shown scale). */
  now: number;
  /** The value at the window's first day the team had one (90 days ago, or when it formed). */
  from: number;
  /** now - from, rounded to 0.1. */
  change: number;
  direction: TrendDirection;
  /** Every MONITOR_POINT_STEP days from the window's start to today (today last), for a sparkline. */
  points: number[];
}

export interface FallingMember {
  id: string;
  from: number;
  to: number;
  /** Negative: how many condition points were lost. */
  change: number;
}

export interface MonitorDigest {
  today: string;
  trends: Record<MonitorIndicator, IndicatorTrend> | null;
  /** Members in the team today whose condition fell by at least the threshold, worst first. */
  falling: FallingMember[];
  /** Predicted peak power today against a week ago; null when the team had none a week ago. */
  forecast: { now: number; weekAgo: number; change: number; dropped: boolean } | null;
}

/** The part of a stored scene result the monitor reads (lib/engine/scene/simulate-scene.ts). */
export interface MonitorRunInput {
  today: string;
  todayIndex: number;
  team: { cohesion: Series; currentPower: Series; atmosphere: Series; peakPower: Series };
  actors: Record<string, { condition: Series }>;
}

const SERIES_OF: Record<MonitorIndicator, keyof MonitorRunInput["team"]> = { cohesion: "cohesion", power: "currentPower", atmosphere: "atmosphere" };

export function directionOf(change: number, threshold = MONITOR_THRESHOLD): TrendDirection {
  if (Math.abs(change) < threshold) return "steady";
  return change > 0 ? "up" : "down";
}

const valueAt = (series: Series, day: number): number | null => {
  const v = series[day];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
};

/** The first day in [from, to] with a value, or null. */
function firstDayWithValue(series: Series, from: number, to: number): number | null {
  for (let d = Math.max(0, from); d <= to; d++) if (valueAt(series, d) !== null) return d;
  return null;
}

function trendOf(series: Series, start: number, today: number): IndicatorTrend | null {
  const now = valueAt(series, today);
  const first = firstDayWithValue(series, start, today);
  if (now === null || first === null) return null;
  const from = valueAt(series, first)!;
  const points: number[] = [];
  // Counted back from today, so today is always the last point.
  for (let d = today; d >= first; d -= MONITOR_POINT_STEP) {
    const v = valueAt(series, d);
    if (v !== null) points.unshift(round1(v));
  }
  if (points.length < 2) points.unshift(round1(from));
  const change = round1(now - from);
  return { now: round1(now), from: round1(from), change, direction: directionOf(change), points };
}

/** Reads the last 90 days of a stored run up to its own today. */
export function monitorDigest(run: MonitorRunInput, threshold = MONITOR_THRESHOLD): MonitorDigest {
  const today = run.todayIndex;
  const start = Math.max(0, today - MONITOR_WINDOW_DAYS);
  const read = Object.fromEntries(MONITOR_INDICATORS.map((k) => [k, trendOf(run.team[SERIES_OF[k]], start, today)])) as Record<MonitorIndicator, IndicatorTrend | null>;
  const trends = MONITOR_INDICATORS.every((k) => read[k] !== null) ? (read as Record<MonitorIndicator, IndicatorTrend>) : null;

  const falling: FallingMember[] = [];
  for (const [id, series] of Object.entries(run.actors)) {
    const to = valueAt(series.condition, today);
    const first = firstDayWithValue(series.condition, start, today);
    if (to === null || first === null) continue;
    const from = valueAt(series.condition, first)!;
    const change = round1(to - from);
    if (change <= -threshold) falling.push({ id, from: round1(from), to: round1(to), change });
  }
  falling.sort((a, b) => a.change - b.change || a.id.localeCompare(b.id));

  const peakNow = valueAt(run.team.peakPower, today);
  const peakWeekAgo = today - MONITOR_WEEK_DAYS >= 0 ? valueAt(run.team.peakPower, today - MONITOR_WEEK_DAYS) : null;
  const forecast = peakNow === null || peakWeekAgo === null ? null : (() => {
    const change = round1(peakNow - peakWeekAgo);
    return { now: round1(peakNow), weekAgo: round1(peakWeekAgo), change, dropped: change <= -threshold };
  })();
  return { today: run.today, trends, falling, forecast };
}
