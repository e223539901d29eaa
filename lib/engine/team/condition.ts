// Actor condition (mood) -100..100 and the actor-level formulas of the scene.
import { clamp } from "../core/math";
import type { DerivedPerson } from "../person/derive";

export const CONDITION = {
  intercept: 0.052,
  ownNegativeEmotionality: -0.3,
  ownExtraversion: 0.1,
  climateNegativeEmotionality: -0.12,
  climateAgreeableness: 0.08,
  rank: 0.05,
  overload: -0.15,
  support: 0.2,
  integration: 0.1,
  shock: -0.25,
  /** Per raw point of the nearest leader's fit away from 50, as a share of 50 (Judge et al. 2002). */
  leader: 0.1,
  /** Fully remote, per (1 + e): isolation weighs on outgoing people most (Golden, Veiga & Dino 2008). */
  remote: -0.06,
  gain: 3.2,
} as const;

/** Support a person gives partners, 0..1 (agreeable, conscientious, calm people support more). */
export const supportGiven = (d: DerivedPerson) => 0.5 + 0.5 * (0.5 * d.a + 0.2 * d.c - 0.3 * d.n);

export interface ConditionStatic {
  intercept: number;
  ownN: number;
  ownE: number;
  climateN: number;
  climateA: number;
  rank: number;
  overload: number;
  leader: number;
  remote: number;
  total: number;
}

/** What a member's condition owes to the segment beyond their own and teammates' traits. */
export interface ConditionSetting {
  hasRank: boolean;
  /** Weekly hours over the limit, 0..1. */
  overload: number;
  /** Raw fit (0..100) of the member's nearest leader (their lead, else the manager), or null. */
  leaderFit: number | null;
  /** Share (0..1) of the member's own weekly hours that are remote. */
  remoteShare: number;
}

/**
 * The part of an actor's condition fixed by the composition (in raw units before the squash):
 * own traits (Costa & McCrae 1980), the most negative teammates (emotional contagion,
 * Barsade 2002), teammates' agreeableness, a held rank, weekly hours over the limit, how well the
 * nearest leader suits the role (leader traits and followers' satisfaction: Judge et al. 2002,
 * 2004), and remote hours (professional isolation: Golden, Veiga & Dino 2008; high-intensity
 * telework strains coworker relationships: Gajendran & Harrison 2007).
 */
export function conditionStatic(d: DerivedPerson, climateN: number, climateA: number, setting: ConditionSetting): ConditionStatic {
  const w = CONDITION;
  const parts = {
    intercept: w.intercept,
    ownN: w.ownNegativeEmotionality * d.n,
    ownE: w.ownExtraversion * d.e,
    climateN: w.climateNegativeEmotionality * climateN,
    climateA: w.climateAgreeableness * climateA,
    rank: setting.hasRank ? w.rank : 0,
    overload: w.overload * clamp(setting.overload, 0, 1),
    leader: setting.leaderFit === null ? 0 : (w.leader * (setting.leaderFit - 50)) / 50,
    remote: w.remote * clamp(setting.remoteShare, 0, 1) * (1 + d.e),
  };
  return {
    ...parts,
    total: parts.intercept + parts.ownN + parts.ownE + parts.climateN + parts.climateA + parts.rank + parts.overload + parts.leader + parts.remote,
  };
}

/** The time-varying part: support quality realised through integration, and dismissal shocks. */
export function conditionDynamic(sigmaBar: number, integration: number, shock: number) {
  const w = CONDITION;
  const support = w.support * (2 * sigmaBar - 1) * (0.3 + 0.7 * integration);
  const integ = w.integration * (integration - 0.5);
  const shockPart = w.shock * Math.min(1, shock);
  return { support, integration: integ, shock: shockPart, total: support + integ + shockPart };
}

/** The same total as conditionDynamic, without allocating (for the day loop). */
export function conditionDynamicTotal(sigmaBar: number, integration: number, shock: number): number {
  const w = CONDITION;
  return w.support * (2 * sigmaBar - 1) * (0.3 + 0.7 * integration) + w.integration * (integration - 0.5) + w.shock * Math.min(1, shock);
}

export const conditionScore = (x: number) => 100 * Math.tanh(CONDITION.gain * x);

/** Share of a rank holder's time spent on hands-on work (the spec's rank values 0.75 and 2/3). */
export const HANDS_ON = { employee: 1, lead: 0.75, manager: 2 / 3 } as const;

/** Share of the static expertise realised after a tenure (days): 0.85 at the start, 0.95 after ~6 months. */
export const tenureFactor = (tenureDays: number) => 0.85 + 0.15 * (1 - Math.exp(-Math.max(0, tenureDays) / 180));

/** Expertise 0..100 grows with tenure: 85 % of the static level at the start, 95 % after ~6 months. */
export const expertiseAt = (staticExpertise: number, tenureDays: number) => 100 * staticExpertise * tenureFactor(tenureDays);

/** Individual power 0..100 (Barrick & Mount 1991: conscientiousness predicts job performance). */
export function actorPowerValue(expertise: number, handsOn: number, integration: number, condition: number, c: number, n: number): number {
  return clamp(expertise * handsOn * (0.6 + 0.4 * integration) * (0.85 + 0.05 * (condition / 100) + 0.06 * c - 0.04 * n), 0, 100);
}

/** Overload 0..1 from an actor's raw weekly interaction hours (above 50 is a warning). */
export const overloadOf = (hours: number) => clamp((hours - 50) / 50, 0, 1);
