// The values a contributor sentence (messages `contributors.<code>`) is filled with. Pure, so the
// sentence test renders every template with the very values the list shows.
import type { ContributorCode } from "@/lib/engine/contributors/catalogue";

export interface ContributorView {
  code: string;
  impact: number;
  actor?: string;
  value?: number;
  trait?: string;
  level?: string;
  topic?: string;
  answer?: string;
}

/** The scale a code's value is on (docs/model.md "Contributors"); null: the code carries no value. */
export type ValueScale = "five" | "spread" | "hundred" | "percent" | "signed" | "count";

export const CONTRIBUTOR_SCALES: Record<ContributorCode, ValueScale | null> = {
  high_mean_agreeableness: "five",
  low_mean_agreeableness: "five",
  high_min_agreeableness: "five",
  low_min_agreeableness: "five",
  agreeableness_spread: "spread",
  high_mean_negative_emotionality: "five",
  low_mean_negative_emotionality: "five",
  high_max_negative_emotionality: "five",
  low_max_negative_emotionality: "five",
  high_mean_conscientiousness: "five",
  low_mean_conscientiousness: "five",
  conscientiousness_spread: "spread",
  high_mean_openness: "five",
  low_mean_openness: "five",
  high_mean_extraversion: "five",
  low_mean_extraversion: "five",
  extraversion_mix: "spread",
  remote_damps_agreeableness: "percent",
  high_competence: "hundred",
  low_competence: "hundred",
  high_maturity: "hundred",
  low_maturity: "hundred",
  high_expertise: "hundred",
  low_expertise: "hundred",
  level_score: "hundred",
  coordination_cost: "count",
  measurement_precision: "percent",
  early_acquaintance: "percent",
  established_relationship: "percent",
  integration_in_progress: "percent",
  sparse_interactions: "percent",
  tenure: "count",
  strong_manager_fit: "hundred",
  weak_manager_fit: "hundred",
  strong_lead_fit: "hundred",
  weak_lead_fit: "hundred",
  manager_trait: "five",
  manager_levels: "hundred",
  manager_expertise_gap: "hundred",
  own_negative_emotionality: "five",
  own_extraversion: "five",
  own_conscientiousness: "five",
  support_received: "hundred",
  support_from: "count",
  team_max_negative_emotionality: "five",
  teammates_agreeableness: "five",
  rank_held: null,
  hands_on_share: "percent",
  overload_hours: "count",
  leader_fit_mood: "hundred",
  remote_isolation: "percent",
  teammate_dismissed: "percent",
  condition_effect: "signed",
  power_share: "hundred",
  mean_condition: "signed",
  cohesion_level: "hundred",
  lowest_condition: "signed",
  orientation_competence: "hundred",
  orientation_professionalism: "hundred",
  orientation_maturity: "hundred",
  team_integration: "percent",
  member_joined: null,
  member_left: null,
  own_trait: "five",
  partner_trait: "five",
  similarity: "percent",
  love_topic: null,
};

/** Where "low" ends and "high" begins on each scale; between the two the level is "middle". */
const BAND_LIMITS: Record<ValueScale, readonly [number, number] | null> = {
  five: [2.5, 3.5],
  spread: [0.5, 1.2],
  hundred: [40, 60],
  percent: [40, 60],
  signed: [-20, 20],
  count: null,
};

export type Band = "low" | "middle" | "high" | "none";

/** The level word a sentence uses follows the number it prints: 25 of 100 reads "low". */
export function bandOf(scale: ValueScale | null, value: number | undefined): Band {
  const limits = scale ? BAND_LIMITS[scale] : null;
  if (!limits || value === undefined || !Number.isFinite(value)) return "none";
  return value < limits[0] ? "low" : value > limits[1] ? "high" : "middle";
}

export type GenderWord = "female" | "male" | "other";

/** Profiles say "F"/"M", couple results "female"/"male"; anything else reads gender-neutral. */
export function genderWord(gender: string | null | undefined): GenderWord {
  if (gender === "F" || gender === "female") return "female";
  if (gender === "M" || gender === "male") return "male";
  return "other";
}

/** Words the values are made of, from the reader's messages (scene, bigFive). */
export interface ContributorWords {
  nameOf: (id: string) => string;
  genderOf?: (id: string) => string | null | undefined;
  /** Lower-case trait name, or undefined for an unknown trait. */
  trait: (trait: string) => string | undefined;
  level: (level: string) => string | undefined;
  topic: (topic: string) => string | undefined;
  answer: (topic: string, answer: string) => string | undefined;
  /** Stand-ins when the contributor lacks a part: a person, a trait, a level. */
  fallback: { person: string; trait: string; level: string };
}

export type ContributorValues = Record<string, string | number>;

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Every parameter any contributor template reads, always present: a missing number turns
 * `hasValue` to "no" (the template then says its sentence without the number), a missing
 * person, trait or level becomes a neutral stand-in, never an empty placeholder.
 */
export function contributorValues(c: ContributorView, words: ContributorWords): ContributorValues {
  const scale = (CONTRIBUTOR_SCALES as Record<string, ValueScale | null>)[c.code] ?? null;
  const value = c.value !== undefined && Number.isFinite(c.value) ? round1(c.value) : undefined;
  const name = c.actor ? words.nameOf(c.actor).trim() : "";
  const topic = c.topic ? words.topic(c.topic) : undefined;
  const answer = c.topic && c.answer ? words.answer(c.topic, c.answer) : undefined;
  return {
    actor: name || words.fallback.person,
    gender: c.actor && words.genderOf ? genderWord(words.genderOf(c.actor)) : "other",
    value: value ?? 0,
    hasValue: value === undefined ? "no" : "yes",
    band: bandOf(scale, value),
    trait: (c.trait && words.trait(c.trait)) || words.fallback.trait,
    level: (c.level && words.level(c.level)) || words.fallback.level,
    topic: topic ?? "",
    answer: answer ?? "",
    hasTopic: topic && answer ? "yes" : "no",
  };
}

/** A generated sentence starts with a capital letter even when a name or a trait opens it. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}
