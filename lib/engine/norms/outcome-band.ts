// The band around a pair or team forecast (issue 16, point 3): how much real outcomes vary for
// people with these traits, not only how precisely the traits were measured. Personality and
// levels explain a modest share of outcomes, so most of the band is the unexplained rest.
// Step-by-step derivation with the citations: docs/model.md, "Honest uncertainty".
import type { DayNumber } from "../core/dates";
import { clamp } from "../core/math";
import type { Confidence } from "../core/version";
import type { DerivedPerson } from "../person/derive";
import { LEVEL_KEYS } from "../person/person";
import { SHOWN_TARGET_SPAN } from "./shown-scale";

/** z of the 90th percentile of a normal: the band is the 10-90 % outcome interval. */
export const BAND_Z = 1.2816;

/**
 * Correlation between a forecast from complete inputs and real outcomes. Team composition
 * predicts performance at rho .25-.40 (Bell 2007), leadership at multiple R .48 (Judge et al.
 * 2002); individual differences explain at most ~21 % of couples' satisfaction, r <= .46
 * (Joel et al. 2020). We take .40, the upper end of the team range: the most the research
 * supports, so the band is no wider than honest.
 */
export const FULL_VALIDITY = 0.4;

/**
 * SD of the shown forecasts across the reference population: the shown scale stretches its
 * 5th-95th percentiles to SHOWN_TARGET_SPAN points, 2 x 1.645 SD of a normal.
 */
export const SHOWN_FORECAST_SD = SHOWN_TARGET_SPAN / (2 * 1.6449);

/**
 * Correlation of a forecast made without any estimator level (K, P missing, L from age) with
 * the same forecast from complete levels, in the reference population as `npm run bench:model`
 * prints it (engine 1.4.0: 1,000 pairs' averages, 300 four-member team checks' peak power; 1.3.0
 * had 0.74 and 0.48, 1.2.0 0.78 and 0.44). A forecast that agrees c with the full one predicts outcomes at about
 * c x FULL_VALIDITY.
 */
export const NO_LEVELS_AGREEMENT = { pair: 0.74, team: 0.5 } as const;
export type BandKind = keyof typeof NO_LEVELS_AGREEMENT;

/** Share (0..1) of the people's K, P, L levels that no estimator gave. */
export function missingLevelShare(people: readonly DerivedPerson[]): number {
  if (people.length === 0) return 0;
  return people.reduce((s, d) => s + d.missing.length, 0) / (people.length * LEVEL_KEYS.length);
}

/**
 * Rank-order stability of adult personality per year: about .6-.75 over 6.7 years on average
 * (Roberts & DelVecchio 2000, Psychological Bulletin 126:3), i.e. about .94 a year.
 */
export const YEARLY_STABILITY = 0.94;
/** Answers up to a year old count as fresh (studies also relate traits to later outcomes). */
export const FRESH_DAYS = 365;
/** Answers older than this are not "recent": the confidence label drops to "low". */
export const RECENT_DAYS = 730;

const ageDays = (d: DerivedPerson, today: DayNumber) => (d.assessedDay === null ? 0 : Math.max(0, today - d.assessedDay));

/** Mean validity kept by the people's answers given their age (1 when fresh or undated). */
export function ageingFactor(people: readonly DerivedPerson[], today: DayNumber): number {
  if (people.length === 0) return 1;
  return people.reduce((s, d) => s + YEARLY_STABILITY ** (Math.max(0, ageDays(d, today) - FRESH_DAYS) / 365.25), 0) / people.length;
}

/**
 * Validity of a forecast from these inputs: missing levels move it geometrically from
 * complete to none (NO_LEVELS_AGREEMENT), old answers lower it by their stability.
 */
export function inputValidity(kind: BandKind, people: readonly DerivedPerson[], today: DayNumber): number {
  return FULL_VALIDITY * NO_LEVELS_AGREEMENT[kind] ** clamp(missingLevelShare(people), 0, 1) * ageingFactor(people, today);
}

/**
 * SD of real outcomes around a forecast of this validity, in shown points. Outcomes spread
 * SD_forecast / FULL_VALIDITY around the population mean (a forecast of validity r has SD
 * r x SD_outcome); what a forecast of validity v leaves unexplained is SD_outcome x sqrt(1 - v^2).
 */
export const residualSd = (validity: number): number => (SHOWN_FORECAST_SD / FULL_VALIDITY) * Math.sqrt(1 - validity * validity);

/**
 * The 10-90 % outcome band around a shown value: the residual spread and the measurement-error
 * band (its 10th-90th percentiles, in shown points) combined as independent normal errors.
 */
export function outcomeBand(value: number, measurement: { low: number; high: number }, validity: number): { low: number; high: number } {
  const measurementSd = Math.max(0, measurement.high - measurement.low) / (2 * BAND_Z);
  const half = BAND_Z * Math.sqrt(residualSd(validity) ** 2 + measurementSd ** 2);
  return { low: clamp(value - half, 0, 100), high: clamp(value + half, 0, 100) };
}

/**
 * "moderate" only when every person's K, P and L come from an estimator (grade or precise
 * score) and no one's answers are older than RECENT_DAYS; otherwise "low". Never "high".
 */
export function confidenceFromInputs(people: readonly DerivedPerson[], today: DayNumber): Confidence {
  return people.every((d) => d.missing.length === 0 && ageDays(d, today) <= RECENT_DAYS) ? "moderate" : "low";
}
