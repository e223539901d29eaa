// The quick team check: up to four people (and a manager when more than two slots are
// filled) as if they started working together today.
import { formatDay } from "../core/dates";
import { round1 } from "../core/math";
import { checkOptions, type EngineOptions } from "../core/options";
import { err, ok, type Result } from "../core/result";
import { ENGINE_VERSION, RESULT_NOTE, type Confidence, type ResultNote } from "../core/version";
import { derivePerson, missingLevelsOf } from "../person/derive";
import type { LevelKey, Person } from "../person/person";
import { validatePerson } from "../person/validate-person";
import { DEFAULT_INTERACTION, validateInteraction, type InteractionSettings } from "../scene/interactions";
import { powerStats, type PowerStats } from "../scene/power-stats";
import { prepareScene } from "../scene/prepare-scene";
import { runScene, type RunOutput } from "../scene/run-scene";
import { explainDay } from "../scene/scene-output";
import type { ActorContributors } from "../scene/explain-actor";
import type { TeamContributors } from "../scene/explain-team";
import { managerSlotVisible, TEAM_SLOTS } from "../timeline/slots";
import type { TeamProfile } from "./composition";
import { moodFromScore, type Mood } from "./mood";
import { normOf, normOrNull } from "../norms/company-norms";
import { confidenceFromInputs } from "../norms/outcome-band";
import { toShown, type ShownScore } from "../norms/shown-scale";
import type { ScoreNorm } from "../norms/percentile-table";

/** The short forecast covers 13 weeks; "settled" is its last day. */
export const CHECK_WEEKS = 13;

export interface TeamCheckInput {
  /** Up to four slots; empty slots are null. */
  slots: Array<Person | null>;
  /** Used only when more than two slots are filled. */
  manager?: Person | null;
  interaction?: InteractionSettings;
}

export interface TeamSnapshot {
  date: string;
  cohesion: number;
  basePower: number;
  peakPower: number;
  currentPower: number;
  statisticalPower: number;
  atmosphere: number;
  managerFit: number | null;
  competencies: number;
  integration: number;
  profile: TeamProfile;
  orderCode: string;
  /** Each shown indicator's place among reference teams (power: current power); absent in results of engine < 1.1.0. */
  norms?: TeamNorms;
}

export interface TeamNorms {
  cohesion: ScoreNorm;
  power: ScoreNorm;
  atmosphere: ScoreNorm;
  managerFit: ScoreNorm | null;
}

export interface CheckActor {
  expertise: number;
  power: number;
  weight: number;
  support: number;
  integration: number;
  condition: number | null;
  mood: Mood;
  contributors: ActorContributors;
  /** The condition's place among reference team members; absent in results of engine < 1.1.0. */
  conditionNorm?: ScoreNorm | null;
}

export interface TeamCheck {
  engineVersion: string;
  seed: number;
  note: ResultNote;
  confidence: Confidence;
  memberIds: string[];
  managerId: string | null;
  /** A manager was given but the slots did not allow one (two or fewer filled). */
  managerIgnored: boolean;
  today: TeamSnapshot;
  settled: TeamSnapshot;
  forecast: Array<{ week: number; date: string; cohesion: number; currentPower: number; atmosphere: number; integration: number }>;
  stats: PowerStats;
  contributors: TeamContributors;
  actors: Record<string, CheckActor>;
  missingLevels: Array<{ actor: string; level: LevelKey }>;
}

const num = (arr: Float64Array, t: number) => round1(arr[t]!);
/** A team indicator of day t on the shown scale (shown-scale.ts). */
const shown = (kind: ShownScore, arr: Float64Array, t: number) => round1(toShown(kind, arr[t]!));

function snapshot(run: RunOutput, t: number, date: string): TeamSnapshot {
  const tm = run.team;
  const seg = run.segments[run.segIndex[t]!]!;
  const managerFit = Number.isFinite(tm.managerFit[t]!) ? shown("managerFit", tm.managerFit, t) : null;
  return {
    date,
    cohesion: shown("cohesion", tm.cohesion, t),
    basePower: shown("power", tm.basePower, t),
    peakPower: shown("power", tm.peakPower, t),
    currentPower: shown("power", tm.currentPower, t),
    statisticalPower: shown("power", tm.statisticalPower, t),
    atmosphere: shown("atmosphere", tm.atmosphere, t),
    managerFit,
    competencies: num(tm.competencies, t),
    integration: num(tm.integration, t),
    profile: seg.profile!,
    orderCode: seg.orderCode!,
    norms: {
      cohesion: normOf("cohesion", shown("cohesion", tm.cohesion, t)),
      power: normOf("power", shown("power", tm.currentPower, t)),
      atmosphere: normOf("atmosphere", shown("atmosphere", tm.atmosphere, t)),
      managerFit: normOrNull("managerFit", managerFit),
    },
  };
}

export function checkTeam(input: TeamCheckInput, opts: EngineOptions): Result<TeamCheck> {
  const o = checkOptions(opts);
  if (!o.ok) return o;
  if (!input || !Array.isArray(input.slots) || input.slots.length > TEAM_SLOTS) return err("invalid_scene", { field: "slots" });
  const members = input.slots.filter((p): p is Person => p !== null && p !== undefined);
  for (let i = 0; i < input.slots.length; i++) {
    const p = input.slots[i];
    if (!p) continue;
    const v = validatePerson(p, `slots[${i}]`);
    if (!v.ok) return v;
  }
  if (members.length < 2) return err("actors_ineligible");
  const useManager = !!input.manager && managerSlotVisible("team", members.length);
  if (useManager) {
    const v = validatePerson(input.manager!, "manager");
    if (!v.ok) return v;
  }
  const ids = [...members.map((m) => m.id), ...(useManager ? [input.manager!.id] : [])];
  if (new Set(ids).size !== ids.length) return err("duplicate_actor", { field: "slots" });
  const inter = validateInteraction(input.interaction ?? DEFAULT_INTERACTION, { allowNone: false, field: "interaction" });
  if (!inter.ok) return inter;

  const today = formatDay(o.value.today);
  const scene = {
    lifespan: "new" as const,
    actors: members.map((m) => ({ ...m, events: [{ date: today, type: "JOIN" as const }] })),
    defaultInteraction: inter.value,
  };
  const settledDay = CHECK_WEEKS * 7;
  const prepared = prepareScene(scene, o.value.today, useManager ? derivePerson(input.manager!) : null, settledDay + 1);
  if (!prepared.ok) return prepared;
  const prep = prepared.value;
  const run = runScene(prep, new Set([0, settledDay]));
  const stats = powerStats(prep, run, settledDay, o.value.seed)!;
  const explained = explainDay(prep, run, settledDay)!;
  const actors: Record<string, CheckActor> = {};
  prep.ids.forEach((id, i) => {
    const at = (k: "expertise" | "power" | "weight" | "support" | "integration" | "condition") => run.actor[k][settledDay * prep.ids.length + i]!;
    const cond = at("condition");
    actors[id] = {
      expertise: round1(at("expertise")),
      power: round1(at("power")),
      weight: round1(at("weight")),
      support: round1(at("support")),
      integration: round1(at("integration")),
      condition: Number.isFinite(cond) ? round1(cond) : null,
      mood: moodFromScore(cond),
      contributors: explained.actors[id]!,
      conditionNorm: Number.isFinite(cond) ? normOf("condition", round1(cond)) : null,
    };
  });
  return ok({
    engineVersion: ENGINE_VERSION,
    seed: o.value.seed,
    note: RESULT_NOTE,
    confidence: confidenceFromInputs(prep.externalManager ? [...prep.persons, prep.externalManager] : prep.persons, o.value.today),
    memberIds: prep.ids,
    managerId: useManager ? input.manager!.id : null,
    managerIgnored: !!input.manager && !useManager,
    today: snapshot(run, 0, today),
    settled: snapshot(run, settledDay, formatDay(o.value.today + settledDay)),
    forecast: Array.from({ length: CHECK_WEEKS + 1 }, (_, w) => ({
      week: w,
      date: formatDay(o.value.today + 7 * w),
      cohesion: shown("cohesion", run.team.cohesion, 7 * w),
      currentPower: shown("power", run.team.currentPower, 7 * w),
      atmosphere: shown("atmosphere", run.team.atmosphere, 7 * w),
      integration: num(run.team.integration, 7 * w),
    })),
    stats,
    contributors: explained.team!,
    actors,
    missingLevels: missingLevelsOf(prep.persons),
  });
}
