// The person as the engine sees it: Big Five domain means (1..5) from the questionnaire
// engine, and the estimated levels K (competence), P (professionalism), L (personal maturity).

export const TRAITS = [
  "extraversion",
  "agreeableness",
  "conscientiousness",
  "negativeEmotionality",
  "openMindedness",
] as const;
export type TraitKey = (typeof TRAITS)[number];

/** Domain means on the answer scale, 1..5 (3 is the scale midpoint). */
export type BigFive = Record<TraitKey, number>;

export const GRADES = ["JUNIOR", "JUNIOR_PLUS", "MIDDLE", "MIDDLE_PLUS", "SENIOR", "SENIOR_PLUS"] as const;
export type Grade = (typeof GRADES)[number];

export const LEVEL_KEYS = ["K", "P", "L"] as const;
/** K competence, P professionalism, L personal maturity. */
export type LevelKey = (typeof LEVEL_KEYS)[number];

/** A grade, or a precise estimator score on 0..100 (the six grades split 0..100 into equal bands). */
export type Level = { grade: Grade } | { precise: number };

export interface Person {
  id: string;
  bigFive: BigFive;
  levels?: Partial<Record<LevelKey, Level>>;
  /** Years; used only to impute a missing personal-maturity level. */
  age?: number;
  /** Carried for display; deliberately unused by every formula. */
  gender?: "M" | "F";
  /** The owner hid the profile's details: changes nothing in the computation. */
  hideDetails?: boolean;
  /**
   * YYYY-MM-DD the questionnaire was completed. Optional: only the width of the outcome band and
   * the confidence label use it (older answers predict less), never a central estimate.
   */
  assessedOn?: string;
}

export const BIG_FIVE_MIN = 1;
export const BIG_FIVE_MAX = 5;
export const PRECISE_MIN = 0;
export const PRECISE_MAX = 100;
