// Professional compatibility of two people who work together.
import type { DerivedPerson } from "../person/derive";
import { managerFit, type ManagerFit } from "../team/manager-fit";
import { agreeablenessDamping } from "../team/team-formulas";

export const PAIR = {
  interpersonal: 0.35,
  workStyle: 0.2,
  competence: 0.2,
  maturity: 0.1,
  management: 0.1,
  familiarity: 0.02,
  /**
   * The reference population's median personality fit (0.35 I + 0.20 W; engine 1.3.0: 0.050, 1.4.0: 0.047 after remote agreeableness was damped further).
   * Before two people know each other, each judges the other mostly by surface cues, so the
   * pair starts between its own fit and this typical fit and moves to its own as deep-level
   * acquaintance builds: well-matched pairs rise, difficult ones fall (Harrison et al. 1998, 2002;
   * Norton, Frost & Ariely 2007, familiarity reveals dissimilarity).
   */
  typicalFit: 0.047,
  /** Points from the midpoint 50 at the bracket's extreme (+-1): results stay in 5..95. */
  scale: 45,
} as const;

/** Contact hours after which familiarity reaches 63 % (1 - 1/e). */
export const FAMILIARITY_TAU_HOURS = 25;
/** A remote hour builds 60 % of the familiarity of an office hour. */
export const REMOTE_CONTACT = 0.6;

export const contactRatePerDay = (hoursPerWeek: number, remote: boolean) =>
  (hoursPerWeek * (remote ? REMOTE_CONTACT : 1)) / 7 / FAMILIARITY_TAU_HOURS;

export const familiarityAfter = (days: number, ratePerDay: number) => 1 - Math.exp(-ratePerDay * Math.max(0, days));

/** Deep-level acquaintance (values, personality) builds four times slower than surface familiarity. */
export const DEEP_SLOWDOWN = 4;
export const deepFamiliarityAfter = (days: number, ratePerDay: number) => familiarityAfter(days, ratePerDay / DEEP_SLOWDOWN);

/** Personality parts of the pair, in bracket units before the familiarity factor. */
export interface PairPersonality {
  aMean: number;
  aMin: number;
  nMean: number;
  nMax: number;
  eMix: number;
  eMean: number;
  cMean: number;
  oMean: number;
  cGap: number;
  /** Counterfactual: what remote work removes from the agreeableness parts (0 in the office). */
  remoteLoss: number;
  interpersonal: number; // I, -1..1
  workStyle: number; // W, -1..0.8
}

export interface PairStatic {
  personality: PairPersonality;
  competence: number; // Kc -1..1
  maturity: number; // M -1..1
  manager: ManagerFit | null;
}

export function pairPersonality(a: DerivedPerson, b: DerivedPerson, remote: boolean): PairPersonality {
  const damp = agreeablenessDamping(remote ? 1 : 0);
  const aMeanRaw = (a.a + b.a) / 2;
  const aMinRaw = a.a < b.a ? a.a : b.a;
  const aMean = damp * 0.45 * 0.5 * aMeanRaw;
  const aMin = damp * 0.45 * 0.5 * aMinRaw;
  const nMean = -0.4 * 0.5 * ((a.n + b.n) / 2);
  const nMax = -0.4 * 0.5 * (a.n > b.n ? a.n : b.n);
  const eMix = 0.15 * 0.5 * (Math.abs(a.e - b.e) / 2);
  const eMean = 0.15 * 0.25 * ((a.e + b.e) / 2);
  const cMean = 0.6 * ((a.c + b.c) / 2);
  const oMean = 0.2 * ((a.o + b.o) / 2);
  const cGap = -0.2 * (Math.abs(a.c - b.c) / 2);
  return {
    aMean,
    aMin,
    nMean,
    nMax,
    eMix,
    eMean,
    cMean,
    oMean,
    cGap,
    remoteLoss: (damp - 1) * 0.45 * (0.5 * aMeanRaw + 0.5 * aMinRaw),
    interpersonal: aMean + aMin + nMean + nMax + eMix + eMean,
    workStyle: cMean + oMean + cGap,
  };
}

/** Hands-on capability of one person for the pair: competence weighs more than professionalism. */
export const pairCapability = (d: DerivedPerson) => 0.6 * d.k + 0.4 * d.p;

export function pairStatic(a: DerivedPerson, b: DerivedPerson, manager: DerivedPerson | null, remote: boolean): PairStatic {
  const ka = pairCapability(a);
  const kb = pairCapability(b);
  return {
    personality: pairPersonality(a, b, remote),
    competence: 2 * (0.5 * ((ka + kb) / 2) + 0.5 * Math.min(ka, kb)) - 1,
    maturity: 2 * ((a.l + b.l) / 2) - 1,
    manager: manager ? managerFit(manager, (a.expertise + b.expertise) / 2) : null,
  };
}

/**
 * Personality effects grow as deep-level acquaintance builds (Harrison, Price & Bell 1998;
 * Harrison et al. 2002): half their weight at the start, full weight once well known.
 */
export const personalityWeight = (deep: number) => 0.3 + 0.7 * deep;

export function pairCompatibility(s: PairStatic, familiarity: number, deep: number): number {
  const w = PAIR;
  const phi = personalityWeight(deep);
  const g = s.manager ? s.manager.fit / 50 - 1 : 0;
  const bracket =
    phi * (w.interpersonal * s.personality.interpersonal + w.workStyle * s.personality.workStyle) +
    (1 - phi) * w.typicalFit +
    w.competence * s.competence +
    w.maturity * s.maturity +
    w.management * g +
    w.familiarity * (2 * familiarity - 1);
  return 50 + w.scale * bracket;
}
