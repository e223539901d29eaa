// The power statistics of a day (spec part 2, section 3), with a seeded uncertainty band.
import { formatDay } from "../core/dates";
import { quantile, round1 } from "../core/math";
import { deriveSeed, mulberry32 } from "../core/prng";
import { perturbPerson } from "../person/derive";
import { composition, type TeamProfile } from "../team/composition";
import { basePowerValue, moodFactor, performanceFactor } from "../team/team-formulas";
import type { RunOutput } from "./run-scene";
import { normOf } from "../norms/company-norms";
import { inputValidity, outcomeBand } from "../norms/outcome-band";
import { toShown } from "../norms/shown-scale";
import type { ScoreNorm } from "../norms/percentile-table";
import type { PreparedScene } from "./scene-types";

export type DimensionLevel = "low" | "medium" | "high";
export const DIMENSIONS = ["cohesion", "competence", "orientation", "performance", "microclimate"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface PowerStats {
  date: string;
  /** Lowest and highest current power from the window start to this day. */
  minPower: number;
  maxPower: number;
  currentPower: number;
  statisticalPower: number;
  peakPower: number;
  /** 10-90 % outcome band around the predicted peak power: unexplained variance plus measurement error (seeded). */
  powerRange: { low: number; high: number };
  cohesion: number;
  precision: number;
  competences: number;
  /** Share of the predicted peak already realised, 0..100. */
  performance: number;
  microclimate: number;
  staticExpertise: { mean: number; max: number; maxActor: string };
  orientation: { competence: number; professionalism: number; maturity: number; profile: TeamProfile; orderCode: string };
  dimensions: Record<Dimension, { value: number; level: DimensionLevel }>;
  /** Places among reference teams (power: current power, atmosphere: microclimate); absent in results of engine < 1.1.0. */
  norms?: { cohesion: ScoreNorm; power: ScoreNorm; atmosphere: ScoreNorm };
}

/** Below 40 low, 40 up to 70 medium, 70 and above high. */
export const levelOf = (v: number): DimensionLevel => (v < 40 ? "low" : v < 70 ? "medium" : "high");
const BAND_SAMPLES = 32;

export function powerStats(prep: PreparedScene, run: RunOutput, t: number, seed: number): PowerStats | null {
  const seg = run.segments[run.segIndex[t]!]!;
  const tm = run.team;
  if (!seg.comp || seg.members.length < 2 || !Number.isFinite(tm.currentPower[t]!)) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (let d = 0; d <= t; d++) {
    const v = tm.currentPower[d]!;
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  // Everything shown is on the shown scale (shown-scale.ts); min and max commute with it (monotone).
  const rng = mulberry32(deriveSeed(seed, 1000 + t));
  const ms = seg.members.map((i) => prep.persons[i]!);
  const draws: number[] = [];
  for (let s = 0; s < BAND_SAMPLES; s++) {
    const c = composition(ms.map((d) => perturbPerson(d, rng)));
    draws.push(toShown("power", Math.min(100, basePowerValue(c.expMean, performanceFactor(c)) * moodFactor(seg.steadyCondition) * seg.leader)));
  }
  const c = seg.comp;
  const rawCurrent = tm.currentPower[t]!;
  const rawPeak = tm.peakPower[t]!;
  const current = toShown("power", rawCurrent);
  const peak = toShown("power", rawPeak);
  const cohesion = toShown("cohesion", tm.cohesion[t]!);
  const atmosphere = toShown("atmosphere", tm.atmosphere[t]!);
  const people = prep.externalManager ? [...ms, prep.externalManager] : ms;
  const band = outcomeBand(peak, { low: quantile(draws, 0.1), high: quantile(draws, 0.9) }, inputValidity("team", people, prep.d0 + prep.todayIndex));
  const orient = { competence: 100 * c.kMean, professionalism: 100 * c.pMean, maturity: 100 * c.lMean };
  const dims: Record<Dimension, number> = {
    cohesion,
    competence: tm.competencies[t]!,
    orientation: Math.max(orient.competence, orient.professionalism, orient.maturity),
    performance: current,
    microclimate: atmosphere,
  };
  return {
    date: formatDay(prep.d0 + t),
    minPower: round1(toShown("power", lo)),
    maxPower: round1(toShown("power", hi)),
    currentPower: round1(current),
    statisticalPower: round1(toShown("power", tm.statisticalPower[t]!)),
    peakPower: round1(peak),
    powerRange: { low: round1(band.low), high: round1(band.high) },
    cohesion: round1(cohesion),
    precision: round1(tm.precision[t]!),
    competences: round1(tm.competencies[t]!),
    // A share of realised potential: a ratio of raw power, which the shown scale would distort.
    performance: round1(rawPeak > 0 ? (100 * rawCurrent) / rawPeak : 0),
    microclimate: round1(atmosphere),
    staticExpertise: { mean: round1(100 * c.expMean), max: round1(100 * c.expMax), maxActor: ms[c.expMaxIdx]!.id },
    orientation: {
      competence: round1(orient.competence),
      professionalism: round1(orient.professionalism),
      maturity: round1(orient.maturity),
      profile: seg.profile!,
      orderCode: seg.orderCode!,
    },
    dimensions: Object.fromEntries(DIMENSIONS.map((k) => [k, { value: round1(dims[k]), level: levelOf(dims[k]) }])) as PowerStats["dimensions"],
    norms: {
      cohesion: normOf("cohesion", round1(cohesion)),
      power: normOf("power", round1(current)),
      atmosphere: normOf("atmosphere", round1(atmosphere)),
    },
  };
}
