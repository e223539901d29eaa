// The research each company contributor rests on (issue 16, point 5): a key per publication,
// the keys per contributor code (first = the main one). The references themselves are user-facing
// text in messages/*.json (`research.refs.<key>`); docs/model.md cites the same works.
import type { ContributorCode } from "../contributors/catalogue";

export const RESEARCH_KEYS = [
  "bell2007",
  "peeters2006",
  "prewett2009",
  "bradley2013",
  "kramer2014",
  "barsade2002",
  "judge2002",
  "barrick1991",
  "costa1980",
  "schmidt1998",
  "steiner1972",
  "lordNovick1968",
  "harrison2002",
  "norton2007",
  "huckman2009",
  "brockner1987",
  "golden2008",
] as const;
export type ResearchKey = (typeof RESEARCH_KEYS)[number];

const agreeableness: ResearchKey[] = ["bell2007", "peeters2006"];
const tension: ResearchKey[] = ["kramer2014", "prewett2009"];
const diligence: ResearchKey[] = ["peeters2006", "bell2007"];
const levels: ResearchKey[] = ["schmidt1998"];
const acquaintance: ResearchKey[] = ["harrison2002", "norton2007"];
const leadership: ResearchKey[] = ["judge2002"];

/** Publications behind each company contributor; codes without an entry rest on the model's own arithmetic. */
export const CONTRIBUTOR_RESEARCH: Partial<Record<ContributorCode, readonly ResearchKey[]>> = {
  high_mean_agreeableness: agreeableness,
  low_mean_agreeableness: agreeableness,
  high_min_agreeableness: ["bell2007", "prewett2009"],
  low_min_agreeableness: ["bell2007", "prewett2009"],
  agreeableness_spread: ["peeters2006"],
  high_mean_negative_emotionality: tension,
  low_mean_negative_emotionality: tension,
  high_max_negative_emotionality: ["kramer2014", "barsade2002"],
  low_max_negative_emotionality: ["kramer2014", "barsade2002"],
  high_mean_conscientiousness: diligence,
  low_mean_conscientiousness: diligence,
  conscientiousness_spread: ["peeters2006"],
  high_mean_openness: ["bell2007"],
  low_mean_openness: ["bell2007"],
  high_mean_extraversion: ["prewett2009"],
  low_mean_extraversion: ["prewett2009"],
  extraversion_mix: ["prewett2009"],
  remote_damps_agreeableness: ["bradley2013"],
  high_competence: levels,
  low_competence: levels,
  high_maturity: levels,
  low_maturity: levels,
  high_expertise: levels,
  low_expertise: levels,
  level_score: levels,
  tenure: ["huckman2009"],
  coordination_cost: ["steiner1972"],
  measurement_precision: ["lordNovick1968"],
  early_acquaintance: acquaintance,
  established_relationship: ["harrison2002", "huckman2009"],
  integration_in_progress: ["huckman2009"],
  team_integration: ["huckman2009"],
  strong_manager_fit: leadership,
  weak_manager_fit: leadership,
  strong_lead_fit: leadership,
  weak_lead_fit: leadership,
  manager_trait: leadership,
  leader_fit_mood: leadership,
  own_negative_emotionality: ["costa1980"],
  own_extraversion: ["costa1980"],
  own_conscientiousness: ["barrick1991"],
  team_max_negative_emotionality: ["barsade2002", "kramer2014"],
  teammate_dismissed: ["brockner1987"],
  remote_isolation: ["golden2008"],
};

/** The publications behind a contributor code, main one first (empty when none applies). */
export const researchFor = (code: string): readonly ResearchKey[] => CONTRIBUTOR_RESEARCH[code as ContributorCode] ?? [];
