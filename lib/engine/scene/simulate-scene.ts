import { formatDay, parseDay } from "../core/dates";
import { round1 } from "../core/math";
import { checkOptions, type EngineOptions } from "../core/options";
import { err, ok, type Result } from "../core/result";
import { ENGINE_VERSION, RESULT_NOTE, type ResultNote } from "../core/version";
import { missingLevelsOf } from "../person/derive";
import type { LevelKey } from "../person/person";
import { timelineEvents, type TimelineEntry } from "../timeline/timeline-view";
import type { HoursWarning } from "./interactions";
import { powerStats, type PowerStats } from "./power-stats";
import { prepareScene } from "./prepare-scene";
import { runScene } from "./run-scene";
import { actorColumns, actorSeriesOf, explainDay, segmentsOut, teamSeries, windowInfo, type ActorColumns, type ActorSeries, type DayExplanation, type SceneSegment, type TeamSeries } from "./scene-output";
import type { SceneInput } from "./scene-types";

export interface SceneResult {
  engineVersion: string;
  seed: number;
  note: ResultNote;
  startDay: string;
  startMonth: string;
  today: string;
  todayIndex: number;
  pastDays: number;
  sceneDays: number;
  dayCount: number;
  /** Actor ids in the canonical (sorted) order. */
  actorIds: string[];
  /** Arrays indexed by day (0 = startDay); null on days with fewer than 2 active actors. */
  team: TeamSeries;
  /** Arrays indexed by day; null while the actor is not in the team. */
  actors: Record<string, ActorSeries>;
  segments: SceneSegment[];
  todayStats: PowerStats | null;
  finalStats: PowerStats | null;
  explanations: { today: DayExplanation | null; last: DayExplanation | null };
  missingLevels: Array<{ actor: string; level: LevelKey }>;
  warnings: HoursWarning[];
  timeline: TimelineEntry[];
}

/** A scene result as the worker hands it on: the actor series in tenths (ActorColumns), everything else as in SceneResult. */
export type SceneColumns = Omit<SceneResult, "actors"> & { actors: Record<string, ActorColumns> };

/**
 * Simulates a team day by day over its past (lifespan) and the 365 forecast days:
 * team and actor indicators per day, contributors per segment and for today and the
 * last day, power statistics, warnings and the timeline. The JSON form: what packed render
 * data decodes to, and what API clients that ask for JSON receive.
 */
export function simulateScene(scene: SceneInput, opts: EngineOptions): Result<SceneResult> {
  const r = simulateSceneColumns(scene, opts);
  return r.ok ? ok({ ...r.value, actors: actorSeriesOf(r.value.actors) }) : r;
}

/**
 * The same simulation with the actor series left in tenths (Int16Array), which the packed
 * form stores as they are: the worker's path, so no million-number JSON arrays are built
 * only to be packed again (docs/api.md "Render data").
 */
export function simulateSceneColumns(scene: SceneInput, opts: EngineOptions): Result<SceneColumns> {
  const o = checkOptions(opts);
  if (!o.ok) return o;
  const prepared = prepareScene(scene, o.value.today);
  if (!prepared.ok) return prepared;
  const prep = prepared.value;
  const last = prep.dayCount - 1;
  const capture = new Set<number>([prep.todayIndex, last, ...prep.segments.map((s) => s.to - 1)]);
  const run = runScene(prep, capture);
  const win = windowInfo(prep);
  return ok({
    engineVersion: ENGINE_VERSION,
    seed: o.value.seed,
    note: RESULT_NOTE,
    ...win,
    actorIds: prep.ids,
    team: teamSeries(prep, run),
    actors: actorColumns(prep, run),
    segments: segmentsOut(prep, run),
    todayStats: powerStats(prep, run, prep.todayIndex, o.value.seed),
    finalStats: powerStats(prep, run, last, o.value.seed),
    explanations: { today: explainDay(prep, run, prep.todayIndex), last: explainDay(prep, run, last) },
    missingLevels: missingLevelsOf(prep.persons),
    warnings: run.hoursWarnings
      .map((w) => ({ code: "weekly_hours_over_limit" as const, actor: prep.ids[w.idx]!, value: round1(w.value), date: formatDay(prep.d0 + w.day) }))
      .sort((x, y) => (x.actor < y.actor ? -1 : 1)),
    timeline: timelineEvents(prep.actors, win.startDay, formatDay(prep.d0 + last)),
  });
}

/** Contributors of every team and actor indicator on one day of the scene (for scrubbing). */
export function explainSceneDay(scene: SceneInput, opts: EngineOptions, date: string): Result<DayExplanation> {
  const o = checkOptions(opts);
  if (!o.ok) return o;
  const prepared = prepareScene(scene, o.value.today);
  if (!prepared.ok) return prepared;
  const prep = prepared.value;
  const day = parseDay(date);
  if (day === null || day < prep.d0 || day >= prep.d0 + prep.dayCount) return err("invalid_date", { field: "date", value: String(date) });
  const t = day - prep.d0;
  const run = runScene(prep, new Set([t]));
  return ok(explainDay(prep, run, t)!);
}
