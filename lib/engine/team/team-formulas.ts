// Team indicator formulas. Every weight below is in the units of its indicator;
// the weights of each linear part add up so the result stays inside its range
// for any valid input (traits -1..1, levels 0..1), without clamping in practice.
import { clamp } from "../core/math";
import { agreeablenessEffect, negativityEffect, type Composition } from "./composition";

export const COHESION = {
  base: 0.5,
  agreeableness: 0.25,
  negativeEmotionality: 0.15,
  conscientiousness: 0.1,
  /**
   * Share of agreeableness' effect lost when all hours are remote: Bradley et al. 2013 found it
   * acting through communication only when the team works face to face, so most of it goes (T6).
   */
  remoteDamp: 0.8,
  /** Cohesion of a team that has not integrated at all, as a share of its asymptote. */
  floor: 0.2,
} as const;

/** How strongly agreeableness acts at a given remote share of interaction hours (T6). */
export const agreeablenessDamping = (remoteShare: number) => 1 - COHESION.remoteDamp * clamp(remoteShare, 0, 1);

/** The cohesion a composition settles into, 0..1. */
export function cohesionAsymptote(c: Composition, remoteShare: number): number {
  return (
    COHESION.base +
    COHESION.agreeableness * agreeablenessDamping(remoteShare) * agreeablenessEffect(c) -
    COHESION.negativeEmotionality * negativityEffect(c) +
    COHESION.conscientiousness * c.cMean
  );
}

/** Cohesion 0..100 on a day: the asymptote reached as members integrate and interact. */
export function cohesionValue(asymptote: number, integration: number, density: number): number {
  const reach = COHESION.floor + (1 - COHESION.floor) * integration * (0.5 + 0.5 * density);
  return clamp(100 * reach * asymptote, 0, 100);
}

export const PERFORMANCE = {
  conscientiousness: 0.1,
  minAgreeableness: 0.05,
  meanAgreeableness: 0.03,
  openness: 0.04,
  negativeEmotionality: 0.06,
  /** Spread against performance as strongly as Peeters et al. 2006 found it (rho -.24 for C, -.12 for A, against .20 for mean C). */
  conscientiousnessSpread: 0.12,
  agreeablenessSpread: 0.06,
  extraversionMix: 0.02,
  expertiseWeight: 0.55,
  personalityWeight: 0.45,
} as const;

/** Personality part of team performance, about -0.40..0.30 (Peeters 2006, Bell 2007, Prewett 2009). */
export function performancePersonality(c: Composition): number {
  const w = PERFORMANCE;
  return (
    w.conscientiousness * c.cMean +
    w.minAgreeableness * c.aSoftmin +
    w.meanAgreeableness * c.aMean +
    w.openness * c.oMean -
    w.negativeEmotionality * negativityEffect(c) -
    w.conscientiousnessSpread * c.cSd -
    w.agreeablenessSpread * c.aSd +
    w.extraversionMix * c.eSd
  );
}

/** Process losses grow with size (Steiner 1972): 0 for one member, towards 0.1. */
export const coordinationCost = (size: number) => (size <= 1 ? 0 : 0.1 * (1 - 1 / Math.sqrt(size)));

/** The personality-and-size factor of power, 0..0.9. */
export const performanceFactor = (c: Composition) => 0.5 + performancePersonality(c) - coordinationCost(c.size);

/** Base power 0..100: the composition's potential from expertise (0..1) and personality. */
export function basePowerValue(expertiseMean: number, perfFactor: number): number {
  return clamp(100 * (PERFORMANCE.expertiseWeight * expertiseMean + PERFORMANCE.personalityWeight * perfFactor), 0, 100);
}

export const moodFactor = (meanCondition: number) => 1 + 0.08 * (meanCondition / 100);

/** Leadership effect on power: a manager moves it by up to 8 %, a lead by up to 4 %. */
export function leaderFactor(managerFit: number | null, leadFit: number | null): number {
  let f = 1;
  if (managerFit !== null) f += 0.08 * ((managerFit - 50) / 50);
  if (leadFit !== null) f += 0.04 * ((leadFit - 50) / 50);
  return f;
}

/** Power on a day 0..100: base power realised through integration, mood and leadership. */
export function currentPowerValue(base: number, integration: number, meanCondition: number, leader: number): number {
  return clamp(base * (0.55 + 0.45 * integration) * moodFactor(meanCondition) * leader, 0, 100);
}

/** Kelley's true-score estimate: power regressed to the midpoint by the measurement precision. */
export const statisticalPowerValue = (power: number, precision: number) => 50 + precision * (power - 50);

/** Atmosphere (microclimate) 0..100 from the mean condition (-100..100) and cohesion. */
export const atmosphereValue = (meanCondition: number, cohesion: number) =>
  clamp(0.6 * ((meanCondition + 100) / 2) + 0.4 * cohesion, 0, 100);
