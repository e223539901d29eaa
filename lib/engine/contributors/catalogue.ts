// The single catalogue of contributor codes. The UI translates each code (ru, en)
// with its parameters; docs/model.md explains each in plain English.

export type ContributorParam = "actor" | "value" | "trait" | "level" | "topic" | "answer";

export const CONTRIBUTOR_CODES = {
  // Team and pair personality composition
  high_mean_agreeableness: ["value"],
  low_mean_agreeableness: ["value"],
  high_min_agreeableness: ["actor", "value"],
  low_min_agreeableness: ["actor", "value"],
  agreeableness_spread: ["value"],
  high_mean_negative_emotionality: ["value"],
  low_mean_negative_emotionality: ["value"],
  high_max_negative_emotionality: ["actor", "value"],
  low_max_negative_emotionality: ["actor", "value"],
  high_mean_conscientiousness: ["value"],
  low_mean_conscientiousness: ["value"],
  conscientiousness_spread: ["value"],
  high_mean_openness: ["value"],
  low_mean_openness: ["value"],
  high_mean_extraversion: ["value"],
  low_mean_extraversion: ["value"],
  extraversion_mix: ["value"],
  remote_damps_agreeableness: ["value"],
  // Levels and expertise
  high_competence: ["actor", "value"],
  low_competence: ["actor", "value"],
  high_maturity: ["value"],
  low_maturity: ["value"],
  high_expertise: ["actor", "value"],
  low_expertise: ["actor", "value"],
  level_score: ["actor", "level", "value"],
  coordination_cost: ["value"],
  measurement_precision: ["value"],
  // Time and structure
  early_acquaintance: ["value"],
  established_relationship: ["value"],
  integration_in_progress: ["actor", "value"],
  sparse_interactions: ["value"],
  tenure: ["actor", "value"],
  // Manager and lead
  strong_manager_fit: ["actor", "value"],
  weak_manager_fit: ["actor", "value"],
  strong_lead_fit: ["actor", "value"],
  weak_lead_fit: ["actor", "value"],
  manager_trait: ["actor", "trait", "value"],
  manager_levels: ["actor", "value"],
  manager_expertise_gap: ["actor", "value"],
  // Actor condition, power, support
  own_negative_emotionality: ["actor", "value"],
  own_extraversion: ["actor", "value"],
  own_conscientiousness: ["actor", "value"],
  support_received: ["actor", "value"],
  support_from: ["actor", "value"],
  team_max_negative_emotionality: ["actor", "value"],
  teammates_agreeableness: ["value"],
  rank_held: ["actor"],
  hands_on_share: ["actor", "value"],
  overload_hours: ["actor", "value"],
  leader_fit_mood: ["actor", "value"],
  remote_isolation: ["actor", "value"],
  teammate_dismissed: ["actor", "value"],
  condition_effect: ["actor", "value"],
  power_share: ["actor", "value"],
  // Team summary
  mean_condition: ["value"],
  cohesion_level: ["value"],
  lowest_condition: ["actor", "value"],
  orientation_competence: ["value"],
  orientation_professionalism: ["value"],
  orientation_maturity: ["value"],
  team_integration: ["value"],
  member_joined: ["actor"],
  member_left: ["actor"],
  // Couples
  own_trait: ["actor", "trait", "value"],
  partner_trait: ["actor", "trait", "value"],
  similarity: ["value"],
  love_topic: ["topic", "answer"],
} as const satisfies Record<string, readonly ContributorParam[]>;

export type ContributorCode = keyof typeof CONTRIBUTOR_CODES;

export interface Contributor {
  code: ContributorCode;
  /** Signed effect on the indicator, in the indicator's own units (points). */
  impact: number;
  actor?: string;
  /** The quantity the code names, on its documented scale (traits 1..5, levels 0..100, percents). */
  value?: number;
  trait?: "extraversion" | "agreeableness" | "conscientiousness" | "negativeEmotionality" | "openMindedness";
  level?: "K" | "P" | "L";
  topic?: string;
  answer?: string;
}
