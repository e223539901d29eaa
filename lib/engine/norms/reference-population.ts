// The company reference population: synthetic specialists whose Big Five follow published adult
// norms, with plausible levels and work settings, drawn into realistic pairs and teams. Pure and
// deterministic from a seed. Sources and every assumption: docs/model.md, "Reference population
// and norms".
import { clamp } from "../core/math";
import { gaussian, gaussians, intBetween, type Rng } from "../core/prng";
import { maturityFromAge } from "../person/levels";
import type { Person } from "../person/person";
import type { PairInput } from "../pair/forecast-pair";
import { INTENSITY_STEPS, type InteractionSettings } from "../scene/interactions";
import type { InteractionSetting, SceneInput } from "../scene/scene-types";
import type { SceneActor } from "../timeline/actor-events";
import { TRAIT_COUNT, bigFiveFromScores, correlateTraits } from "./big-five-norms";

/** Working age: normal, mean 36, SD 9, kept within 21..64 (assumption: a typical IT workforce). */
export const REFERENCE_AGE = { mean: 36, sd: 9, min: 21, max: 64 } as const;
/** Share of pairs working remotely, and of teams fully remote / hybrid (assumption, post-2020 IT). */
export const REFERENCE_REMOTE = { pair: 0.35, teamRemote: 0.3, teamHybrid: 0.25 } as const;
/** Share of pairs with a manager above them, and of teams with a manager / a lead (assumption). */
export const REFERENCE_RANKS = { pairManager: 0.4, teamManager: 0.5, teamLead: 0.5 } as const;
/** Team sizes, uniform (spec: realistic teams of 3..12). */
export const REFERENCE_TEAM_SIZE = { min: 3, max: 12 } as const;
/** A member's weekly hours of collaboration with the whole team, uniform (assumption). */
export const REFERENCE_TEAM_HOURS = { min: 8, max: 30 } as const;
/** Weekly hours of one pair: the steps the product offers, weighted toward 2..8 (assumption). */
const PAIR_HOURS: ReadonlyArray<readonly [number, number]> = [
  [0.5, 0.03], [1, 0.05], [2, 0.1], [3, 0.12], [4, 0.12], [5, 0.14], [6, 0.1], [7, 0.08], [8, 0.1], [9, 0.04], [10, 0.12],
];

const scratch = new Float64Array(TRAIT_COUNT);
const z = new Float64Array(TRAIT_COUNT);

/**
 * One specialist. Levels are precise 0..100 scores driven by a latent seniority that grows with
 * age: K = 50 + 22 (0.8 s + 0.6 e), P = 50 + 20 (0.7 s + 0.71 e'), L = maturity expected at that
 * age + 4 s + 10 e'' (assumption: competence and professionalism go together, r about .55;
 * maturity follows age, Roberts, Walton & Viechtbauer 2006).
 */
export function drawSpecialist(rng: Rng, id: string): Person {
  gaussians(rng, scratch, TRAIT_COUNT);
  correlateTraits(scratch, 0, z);
  const bigFive = bigFiveFromScores(z);
  const age = Math.round(clamp(REFERENCE_AGE.mean + REFERENCE_AGE.sd * gaussian(rng), REFERENCE_AGE.min, REFERENCE_AGE.max));
  const s = 0.5 * ((age - REFERENCE_AGE.mean) / REFERENCE_AGE.sd) + 0.87 * gaussian(rng);
  const level = (x: number) => ({ precise: Math.round(clamp(x, 0, 100)) });
  return {
    id,
    bigFive,
    age,
    levels: {
      K: level(50 + 22 * (0.8 * s + 0.6 * gaussian(rng))),
      P: level(50 + 20 * (0.7 * s + 0.71 * gaussian(rng))),
      L: level(maturityFromAge(age) + 4 * s + 10 * gaussian(rng)),
    },
  };
}

function pairHours(rng: Rng): number {
  let u = rng();
  for (const [h, w] of PAIR_HOURS) {
    if (u < w) return h;
    u -= w;
  }
  return 5;
}

const seniority = (p: Person) => {
  const k = p.levels?.K;
  return k && "precise" in k ? k.precise : 50;
};

/** The more senior of two fresh specialists: managers are usually chosen among the experienced. */
function drawManager(rng: Rng, id: string): Person {
  const x = drawSpecialist(rng, id);
  const y = drawSpecialist(rng, id);
  return seniority(x) >= seniority(y) ? x : y;
}

/** A realistic working pair: two specialists, sometimes a manager, office or remote, 0.5..10 h a week. */
export function drawReferencePair(rng: Rng, index: number): PairInput {
  const a = drawSpecialist(rng, `p${index}a`);
  const b = drawSpecialist(rng, `p${index}b`);
  const manager = rng() < REFERENCE_RANKS.pairManager ? drawManager(rng, `p${index}m`) : null;
  const interaction: InteractionSettings = { remote: rng() < REFERENCE_REMOTE.pair, hoursPerWeek: pairHours(rng) };
  return { a, b, manager, interaction };
}

/** The allowed step nearest to a pair's share of a member's weekly collaboration hours. */
function nearestStep(hours: number): number {
  let best = INTENSITY_STEPS[0]!;
  for (const h of INTENSITY_STEPS) if (Math.abs(h - hours) < Math.abs(best - hours)) best = h;
  return best;
}

/**
 * A realistic new team starting on `today`: 3..12 specialists; office, remote or hybrid (each pair
 * remote with probability one half); every pair at the same weekly hours, a member's total being
 * 8..30 hours; a manager and a lead, each in half the teams, chosen as the most senior members.
 */
export function drawReferenceTeam(rng: Rng, index: number, today: string): SceneInput {
  const size = intBetween(rng, REFERENCE_TEAM_SIZE.min, REFERENCE_TEAM_SIZE.max);
  const people = Array.from({ length: size }, (_, i) => drawSpecialist(rng, `t${index}m${String(i).padStart(2, "0")}`));
  const setting = rng();
  const remote = setting < REFERENCE_REMOTE.teamRemote;
  const hybrid = !remote && setting < REFERENCE_REMOTE.teamRemote + REFERENCE_REMOTE.teamHybrid;
  const total = REFERENCE_TEAM_HOURS.min + (REFERENCE_TEAM_HOURS.max - REFERENCE_TEAM_HOURS.min) * rng();
  const hoursPerWeek = nearestStep(total / (size - 1));
  const bySeniority = [...people].sort((x, y) => seniority(y) - seniority(x) || (x.id < y.id ? -1 : 1));
  const manager = rng() < REFERENCE_RANKS.teamManager ? bySeniority[0]!.id : null;
  const lead = rng() < REFERENCE_RANKS.teamLead ? bySeniority[manager ? 1 : 0]!.id : null;
  const actors: SceneActor[] = people.map((p) => ({
    ...p,
    events: [
      { date: today, type: "JOIN" as const },
      ...(p.id === manager ? [{ date: today, type: "M_RANK" as const }] : []),
      ...(p.id === lead ? [{ date: today, type: "L_RANK" as const }] : []),
    ],
  }));
  const interactions: InteractionSetting[] = [];
  if (hybrid) {
    for (let i = 0; i < size; i++) for (let j = i + 1; j < size; j++) if (rng() < 0.5) interactions.push({ a: people[i]!.id, b: people[j]!.id, date: today, remote: true });
  }
  return { lifespan: "new", actors, interactions, defaultInteraction: { remote, hoursPerWeek } };
}
