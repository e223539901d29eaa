// Turns the typed arrays of a run into the result's data: plain JSON (numbers rounded to 0.1,
// null = none), and the actor series in tenths (core/tenths.ts) for the worker.
import { formatDay, monthKey } from "../core/dates";
import { round1 } from "../core/math";
import { CodedStrings } from "../core/coded";
import { fromTenths, TENTHS_NULL, tenthsToSeries, toTenths } from "../core/tenths";
import { toShownOrKeep, type ShownScore } from "../norms/shown-scale";
import { moodIndex, MOODS, type Mood } from "../team/mood";
import type { TeamProfile } from "../team/composition";
import { explainActor, type ActorContributors } from "./explain-actor";
import { explainTeam, type TeamContributors } from "./explain-team";
import { ACTOR_SERIES, TEAM_SERIES, type ActorSeriesKey, type RunOutput, type TeamSeriesKey } from "./run-scene";
import type { PreparedScene } from "./scene-types";

export type Series = Array<number | null>;

export type TeamSeries = Record<TeamSeriesKey, Series> & {
  profile: Array<TeamProfile | null>;
  orderCode: Array<string | null>;
};

export type ActorSeries = Record<ActorSeriesKey, Series> & { mood: Array<Mood | null> };

/**
 * An actor's series as the worker hands them on (simulateSceneColumns): each numeric series in
 * tenths (core/tenths.ts: Int16 of value x10, TENTHS_NULL = null), which packed render data
 * stores as they are; a series with a value out of Int16's range stays a JSON array.
 */
export type ActorColumn = Int16Array | Series;
export type ActorColumns = Record<ActorSeriesKey, ActorColumn> & { mood: CodedStrings<Mood> };

export interface SceneSegment {
  from: string;
  /** Last day of the segment (inclusive). */
  to: string;
  fromIndex: number;
  toIndex: number;
  activeIds: string[];
  managerId: string | null;
  leadId: string | null;
  /** Team contributors on the segment's last day; null when fewer than 2 are active. */
  contributors: TeamContributors | null;
}

export interface DayExplanation {
  date: string;
  index: number;
  team: TeamContributors | null;
  actors: Record<string, ActorContributors>;
}

/** count values of arr from `from`, `stride` apart, rounded to 0.1 (non-finite = null), optionally on a shown scale. */
function toSeries(arr: Float64Array, from: number, count: number, stride = 1, kind: ShownScore | null = null): Series {
  const out: Series = new Array<number | null>(count);
  for (let t = 0; t < count; t++) {
    const v = kind ? toShownOrKeep(kind, arr[from + t * stride]!) : arr[from + t * stride]!;
    out[t] = Number.isFinite(v) ? round1(v) : null;
  }
  return out;
}

/** Team series shown on a rescaled scale (shown-scale.ts); the others are shown as computed. */
const SERIES_SCALE: Partial<Record<TeamSeriesKey, ShownScore>> = {
  cohesion: "cohesion",
  basePower: "power",
  peakPower: "power",
  currentPower: "power",
  statisticalPower: "power",
  atmosphere: "atmosphere",
  managerFit: "managerFit",
};

export function teamSeries(prep: PreparedScene, run: RunOutput): TeamSeries {
  const D = prep.dayCount;
  const out = Object.fromEntries(TEAM_SERIES.map((k) => [k, toSeries(run.team[k], 0, D, 1, SERIES_SCALE[k] ?? null)])) as TeamSeries;
  out.profile = new Array<TeamProfile | null>(D);
  out.orderCode = new Array<string | null>(D);
  for (let t = 0; t < D; t++) {
    const seg = run.segments[run.segIndex[t]!]!;
    const ok = seg.members.length >= 2;
    out.profile[t] = ok ? seg.profile : null;
    out.orderCode[t] = ok ? seg.orderCode : null;
  }
  return out;
}

/**
 * The n actors' series of one day-major array (actor i on day t at t * n + i) in tenths, one
 * Int16Array per actor (core/tenths.ts). Read in memory order, day by day, and written to the
 * n columns at the same day: reading actor by actor instead strides n values per step and
 * cost 200 actors' scenes more than their simulation. An actor with a value beyond Int16's
 * range gets its series in the JSON form instead.
 */
function columnsOf(arr: Float64Array, n: number, D: number): ActorColumn[] {
  const cols: Int16Array[] = [];
  for (let i = 0; i < n; i++) cols.push(new Int16Array(D));
  const overflow = new Uint8Array(n);
  for (let t = 0; t < D; t++) {
    const base = t * n;
    for (let i = 0; i < n; i++) {
      const v = arr[base + i]!;
      const c = toTenths(v);
      if (c === null && Number.isFinite(v)) overflow[i] = 1;
      cols[i]![t] = c ?? TENTHS_NULL;
    }
  }
  return cols.map((col, i) => (overflow[i] ? toSeries(arr, i, D, n) : col));
}

/** Value of day t as the JSON form shows it (rounded to 0.1, null = none). */
const columnAt = (col: ActorColumn, t: number): number | null => (col instanceof Int16Array ? fromTenths(col[t]!) : col[t]!);

/** An actor's mood per day as codes into MOODS (null while the actor is not in the team): moodFromScore of the shown condition. */
function moodColumn(exp: ActorColumn, cond: ActorColumn, D: number): CodedStrings<Mood> {
  const codes = new Uint8Array(D);
  for (let t = 0; t < D; t++) codes[t] = columnAt(exp, t) === null ? 0 : moodIndex(columnAt(cond, t)) + 1;
  return new CodedStrings(MOODS, codes);
}

export function actorColumns(prep: PreparedScene, run: RunOutput): Record<string, ActorColumns> {
  const D = prep.dayCount;
  const n = prep.ids.length;
  const bySeries = ACTOR_SERIES.map((k) => columnsOf(run.actor[k], n, D));
  const out: Record<string, ActorColumns> = {};
  for (let i = 0; i < n; i++) {
    const s = {} as ActorColumns;
    ACTOR_SERIES.forEach((k, x) => (s[k] = bySeries[x]![i]!));
    s.mood = moodColumn(s.expertise, s.condition, D);
    out[prep.ids[i]!] = s;
  }
  return out;
}

/** The JSON form of actor columns (what the packed form decodes to). */
export function actorSeriesOf(columns: Record<string, ActorColumns>): Record<string, ActorSeries> {
  const out: Record<string, ActorSeries> = {};
  for (const [id, c] of Object.entries(columns)) {
    const s = {} as ActorSeries;
    for (const k of ACTOR_SERIES) {
      const col = c[k];
      s[k] = col instanceof Int16Array ? tenthsToSeries(col) : col;
    }
    s.mood = c.mood.toSeries();
    out[id] = s;
  }
  return out;
}

export function explainDay(prep: PreparedScene, run: RunOutput, t: number): DayExplanation | null {
  const cap = run.captures.get(t);
  if (!cap) return null;
  const seg = run.segments[cap.segment]!;
  const actors: Record<string, ActorContributors> = {};
  for (const a of cap.actors) actors[prep.ids[a.idx]!] = explainActor(prep, seg, a);
  return { date: formatDay(prep.d0 + t), index: t, team: explainTeam(prep, seg, cap, run.merges[cap.segment]!), actors };
}

export function segmentsOut(prep: PreparedScene, run: RunOutput): SceneSegment[] {
  return run.segments.map((seg, s) => {
    const last = seg.plan.to - 1;
    const cap = run.captures.get(last);
    return {
      from: formatDay(prep.d0 + seg.plan.from),
      to: formatDay(prep.d0 + last),
      fromIndex: seg.plan.from,
      toIndex: last,
      activeIds: seg.members.map((i) => prep.ids[i]!),
      managerId: seg.plan.managerIdx >= 0 ? prep.ids[seg.plan.managerIdx]! : null,
      leadId: seg.plan.leadIdx >= 0 ? prep.ids[seg.plan.leadIdx]! : null,
      contributors: cap ? explainTeam(prep, seg, cap, run.merges[s]!) : null,
    };
  });
}

export const windowInfo = (prep: PreparedScene) => ({
  startDay: formatDay(prep.d0),
  startMonth: monthKey(prep.d0),
  today: formatDay(prep.d0 + prep.todayIndex),
  todayIndex: prep.todayIndex,
  pastDays: prep.pastDays,
  sceneDays: prep.dayCount - prep.pastDays,
  dayCount: prep.dayCount,
});
