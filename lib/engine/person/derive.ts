import { gaussians, type Rng } from "../core/prng";
import { parseDay, type DayNumber } from "../core/dates";
import { clamp } from "../core/math";
import { resolveLevel } from "./levels";
import { LEVEL_KEYS, type LevelKey, type Person } from "./person";

/** Internal view of a person: traits centred on -1..1, levels on 0..1. */
export interface DerivedPerson {
  id: string;
  e: number;
  a: number;
  c: number;
  n: number;
  o: number;
  k: number;
  p: number;
  l: number;
  missing: LevelKey[];
  /** Half-widths (0..1) of K, P, L used when sampling the uncertainty band. */
  levelSpread: [number, number, number];
  /** Static expertise 0..1 = 0.5 K + 0.3 P + 0.2 L. */
  expertise: number;
  /** Measurement precision 0..1 (reliability of the short inventory times data completeness). */
  precision: number;
  /** Day the questionnaire was completed, when known (outcome band and confidence only). */
  assessedDay: DayNumber | null;
}

/** A 1..5 domain mean to -1..1 (3 -> 0). */
export const centreTrait = (x: number) => (x - 3) / 2;

/** Reliability assumed for a six-item Big Five domain scale (alpha about .75). */
export const TRAIT_RELIABILITY = 0.75;

export function expertiseOf(k: number, p: number, l: number): number {
  return 0.5 * k + 0.3 * p + 0.2 * l;
}

export function derivePerson(person: Person): DerivedPerson {
  const b = person.bigFive;
  const lv = LEVEL_KEYS.map((key) => resolveLevel(key, person.levels?.[key], person.age));
  const [k, p, l] = lv.map((r) => r.score / 100) as [number, number, number];
  const known = lv.filter((r) => r.known).length;
  return {
    id: person.id,
    e: centreTrait(b.extraversion),
    a: centreTrait(b.agreeableness),
    c: centreTrait(b.conscientiousness),
    n: centreTrait(b.negativeEmotionality),
    o: centreTrait(b.openMindedness),
    k,
    p,
    l,
    missing: LEVEL_KEYS.filter((_, i) => !lv[i]!.known),
    levelSpread: lv.map((r) => r.spread / 100) as [number, number, number],
    expertise: expertiseOf(k, p, l),
    precision: TRAIT_RELIABILITY * (0.55 + 0.15 * known),
    assessedDay: person.assessedOn === undefined ? null : parseDay(person.assessedOn),
  };
}

/**
 * Standard error of measurement of a domain mean on the -1..1 scale: a population SD of
 * about 0.7 on 1..5 (0.35 centred) times sqrt(1 - reliability).
 */
export const TRAIT_SEM = 0.35 * Math.sqrt(1 - TRAIT_RELIABILITY);

const noise = new Float64Array(6);
const jitterLevel = (x: number, spread: number, rng: Rng) => clamp(x + spread * (2 * rng() - 1), 0, 1);

/** One plausible "true" version of a person, for the measurement-error band. */
export function perturbPerson(d: DerivedPerson, rng: Rng): DerivedPerson {
  // Module-level helpers and scratch only: this runs thousands of times per forecast.
  gaussians(rng, noise, 5);
  const k = jitterLevel(d.k, d.levelSpread[0], rng);
  const p = jitterLevel(d.p, d.levelSpread[1], rng);
  const l = jitterLevel(d.l, d.levelSpread[2], rng);
  return {
    id: d.id,
    e: clamp(d.e + TRAIT_SEM * noise[0]!, -1, 1),
    a: clamp(d.a + TRAIT_SEM * noise[1]!, -1, 1),
    c: clamp(d.c + TRAIT_SEM * noise[2]!, -1, 1),
    n: clamp(d.n + TRAIT_SEM * noise[3]!, -1, 1),
    o: clamp(d.o + TRAIT_SEM * noise[4]!, -1, 1),
    k,
    p,
    l,
    missing: d.missing,
    levelSpread: d.levelSpread,
    expertise: expertiseOf(k, p, l),
    precision: d.precision,
    assessedDay: d.assessedDay,
  };
}

/** Levels the engine had to impute, per person (reported with every result). */
export function missingLevelsOf(ds: readonly DerivedPerson[]): Array<{ actor: string; level: LevelKey }> {
  return ds.flatMap((d) => d.missing.map((level) => ({ actor: d.id, level })));
}
