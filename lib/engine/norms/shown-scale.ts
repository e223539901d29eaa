// The shown scale of the company scores (issue 16, point 2): the model's raw scores crowd the
// middle of 0..100 (90 % of realistic pairs between 46 and 60), so every shown pair, cohesion,
// power, atmosphere and manager-fit value passes through one monotone transform around the
// reference population's median. The simulation itself (moods, leadership factor, familiarity,
// the pair's use of the manager fit) keeps working on the raw values: only outputs are rescaled.
// Derivation and figures: docs/model.md, "The shown scale".
import type { Contributor } from "../contributors/catalogue";

export const SHOWN_SCORES = ["pair", "cohesion", "power", "atmosphere", "managerFit"] as const;
export type ShownScore = (typeof SHOWN_SCORES)[number];

/** The reference population's 5th-95th percentiles are stretched to this many points. */
export const SHOWN_TARGET_SPAN = 40;

/**
 * Per score: `centre`, the reference population's median raw score, and `gain`, the stretch
 * SHOWN_TARGET_SPAN / (raw 95th - raw 5th percentile), as printed by
 * scripts/shown-scale-calibration.ts on engine 1.5.0 (raw 5th / 50th / 95th percentiles: pair
 * 46.0 / 52.2 / 58.5, cohesion 42.5 / 52.2 / 62.9, power 40.5 / 47.8 / 56.2, atmosphere
 * 44.7 / 61.0 / 77.3, manager fit 50.1 / 63.7 / 76.3). The pair's shown score is a 12-month mean
 * of shown months, which the script reads back through the transform, so its gain was iterated
 * (3.05 -> 3.16 -> 3.2) until the stored span is 40 within sampling. Rerun the script and update
 * these after any formula change.
 */
export const SHOWN_SCALE: Readonly<Record<ShownScore, { centre: number; gain: number }>> = {
  pair: { centre: 52.2, gain: 3.2 },
  cohesion: { centre: 52.2, gain: 1.96 },
  power: { centre: 47.8, gain: 2.56 },
  atmosphere: { centre: 61.0, gain: 1.23 },
  managerFit: { centre: 63.7, gain: 1.53 },
};

/**
 * Within +-CORE_HALF shown points of 50 (the reference population's 5th-95th percentiles, which
 * SHOWN_TARGET_SPAN stretches) the transform is linear with the score's gain, so effects keep
 * their ratios there. Outside it each tail runs on to raw 0 -> 0 and raw 100 -> 100 along a gentle
 * bend: it leaves the core TAIL_BEND times as steep as a straight line would and ends 2 - TAIL_BEND
 * times as steep, so the near tail, where the population's top and bottom teams and pairs are,
 * keeps a large step visible (docs/model.md, "The shown scale"). Strictly increasing and never
 * clamped, so no two different raw scores become equal.
 */
export const CORE_HALF = SHOWN_TARGET_SPAN / 2;

/** How much steeper than a straight line each tail leaves the core (1 = straight; below 2 keeps it increasing). */
export const TAIL_BEND: number = 1.4;

/** The raw bounds of the linear core of one score's transform. */
function coreOf(kind: ShownScore): { centre: number; gain: number; lo: number; hi: number } {
  const { centre, gain } = SHOWN_SCALE[kind];
  return { centre, gain, lo: centre - CORE_HALF / gain, hi: centre + CORE_HALF / gain };
}

/** Shown points in each tail. */
const TAIL_SHOWN = 50 - CORE_HALF;

/** A tail's shape on 0..1 (0 at the core, 1 at raw 0 or 100): bend(0) = 0, bend(1) = 1, increasing. */
const bend = (t: number) => TAIL_BEND * t + (1 - TAIL_BEND) * t * t;
const bendSlope = (t: number) => TAIL_BEND + 2 * (1 - TAIL_BEND) * t;
/** The inverse of bend on 0..1. */
const unbend = (y: number) => (TAIL_BEND === 1 ? y : (-TAIL_BEND + Math.sqrt(TAIL_BEND * TAIL_BEND + 4 * (1 - TAIL_BEND) * y)) / (2 * (1 - TAIL_BEND)));

/** Raw score (0..100) to the shown scale (0..100): median -> 50, steep linear core, gently bending tails. */
export function toShown(kind: ShownScore, raw: number): number {
  const { centre, gain, lo, hi } = coreOf(kind);
  if (raw < lo) return TAIL_SHOWN * (1 - bend((lo - raw) / lo));
  if (raw > hi) return 50 + CORE_HALF + TAIL_SHOWN * bend((raw - hi) / (100 - hi));
  return 50 + gain * (raw - centre);
}

/** The exact inverse of toShown: a shown value (0..100) back to the raw score. */
export function fromShown(kind: ShownScore, shown: number): number {
  const { centre, gain, lo, hi } = coreOf(kind);
  if (shown < TAIL_SHOWN) return lo - lo * unbend(1 - shown / TAIL_SHOWN);
  if (shown > 50 + CORE_HALF) return hi + (100 - hi) * unbend((shown - 50 - CORE_HALF) / TAIL_SHOWN);
  return centre + (shown - 50) / gain;
}

/** toShown for an optional value (non-finite stays as is, for the NaN-marked series). */
export const toShownOrKeep = (kind: ShownScore, raw: number): number => (Number.isFinite(raw) ? toShown(kind, raw) : raw);

/** Shown points per raw point at a raw score: the gain in the core, the tail's local slope outside it. */
export function shownSlope(kind: ShownScore, raw: number): number {
  const { gain, lo, hi } = coreOf(kind);
  if (raw < lo) return (TAIL_SHOWN / lo) * bendSlope((lo - raw) / lo);
  if (raw > hi) return (TAIL_SHOWN / (100 - hi)) * bendSlope((raw - hi) / (100 - hi));
  return gain;
}

/**
 * Contributor impacts in shown points: raw impacts times the local slope at the explained value
 * (exact in the linear core, which holds 90 % of the reference population; the tails' local derivative outside it).
 */
export function shownImpacts(kind: ShownScore, raw: number, list: readonly Contributor[]): Contributor[] {
  const k = shownSlope(kind, raw);
  return list.map((c) => ({ ...c, impact: k * c.impact }));
}
