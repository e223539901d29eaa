import { clamp } from "../core/math";
import type { DerivedPerson } from "../person/derive";
import type { TraitKey } from "../person/person";

/** Trait correlations with leadership (Judge, Bono, Ilies & Gerhardt 2002). */
export const LEADERSHIP_WEIGHTS: Readonly<Record<TraitKey, number>> = {
  extraversion: 0.31,
  conscientiousness: 0.28,
  openMindedness: 0.24,
  negativeEmotionality: -0.24,
  agreeableness: 0.08,
};
const WEIGHT_SUM = 1.15;

export const MANAGER_FIT = { traits: 0.3, levels: 0.1, expertiseGap: 0.1 } as const;

export interface ManagerFit {
  fit: number; // 0..100
  /** Points each trait adds to the fit. */
  traitParts: Record<TraitKey, number>;
  levelsPart: number;
  gapPart: number;
}

/**
 * Fit of a person for a manager or lead role, 0..100: traits weighted as in Judge 2002,
 * the manager's professionalism and maturity, and expertise relative to the team's mean
 * (a manager far below the team's expertise fits worse). `teamExpertise` null = no team.
 */
export function managerFit(m: DerivedPerson, teamExpertise: number | null): ManagerFit {
  const k = (100 * MANAGER_FIT.traits) / WEIGHT_SUM;
  const w = LEADERSHIP_WEIGHTS;
  const traitParts: Record<TraitKey, number> = {
    extraversion: k * w.extraversion * m.e,
    agreeableness: k * w.agreeableness * m.a,
    conscientiousness: k * w.conscientiousness * m.c,
    negativeEmotionality: k * w.negativeEmotionality * m.n,
    openMindedness: k * w.openMindedness * m.o,
  };
  const traitSum = traitParts.extraversion + traitParts.agreeableness + traitParts.conscientiousness + traitParts.negativeEmotionality + traitParts.openMindedness;
  const levelsPart = 100 * MANAGER_FIT.levels * (2 * (0.5 * m.p + 0.5 * m.l) - 1);
  const gap = teamExpertise === null ? 0 : clamp(2 * (m.expertise - teamExpertise), -1, 1);
  const gapPart = 100 * MANAGER_FIT.expertiseGap * gap;
  return { fit: clamp(50 + traitSum + levelsPart + gapPart, 0, 100), traitParts, levelsPart, gapPart };
}
