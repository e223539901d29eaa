// One practical suggestion per company forecast (issue 16, point 5), chosen by rule from the
// forecast's own contributors so that it follows what drives the score: for a pair, the
// strongest contributor that lowers it decides how to work together; for a team, the member in
// the lowest mood needs support most, and their strongest lowering contributor says why.
// Texts: messages/*.json `companyAdvice`; the catalogue with its research: docs/model.md, "Advice".
import type { Contributor, ContributorCode } from "../contributors/catalogue";
import { moodFromScore, type Mood } from "../team/mood";

export const PAIR_ADVICE_CODES = [
  "raise_issues_early_and_calmly",
  "make_decisions_explicit",
  "agree_deadlines_and_done",
  "schedule_regular_checkins",
  "explain_the_why_of_changes",
  "meet_in_person_sometimes",
  "pair_with_experienced",
  "clarify_responsibilities",
  "clarify_roles_with_manager",
  "start_with_a_small_shared_task",
  "keep_what_works",
] as const;
export type PairAdviceCode = (typeof PAIR_ADVICE_CODES)[number];

/** The suggestion each lowering contributor leads to (contributors that cannot lower a pair have none). */
const PAIR_ADVICE_BY_CODE: Partial<Record<ContributorCode, PairAdviceCode>> = {
  high_mean_negative_emotionality: "raise_issues_early_and_calmly",
  high_max_negative_emotionality: "raise_issues_early_and_calmly",
  low_mean_agreeableness: "make_decisions_explicit",
  low_min_agreeableness: "make_decisions_explicit",
  low_mean_conscientiousness: "agree_deadlines_and_done",
  conscientiousness_spread: "agree_deadlines_and_done",
  low_mean_extraversion: "schedule_regular_checkins",
  low_mean_openness: "explain_the_why_of_changes",
  remote_damps_agreeableness: "meet_in_person_sometimes",
  low_competence: "pair_with_experienced",
  low_maturity: "clarify_responsibilities",
  weak_manager_fit: "clarify_roles_with_manager",
  early_acquaintance: "start_with_a_small_shared_task",
};

export interface PairAdvice {
  code: PairAdviceCode;
  /** The person the suggestion is about, when the deciding contributor names one. */
  actor?: string;
  /** The contributor that decided it (null for keep_what_works). */
  because: ContributorCode | null;
}

/** Contributors are sorted by |impact| (contributors/select.ts): the first lowering one with a suggestion decides. */
export function pairAdvice(contributors: readonly Contributor[]): PairAdvice {
  for (const c of contributors) {
    if (c.impact >= 0) continue;
    const code = PAIR_ADVICE_BY_CODE[c.code];
    if (code) return c.actor ? { code, actor: c.actor, because: c.code } : { code, because: c.code };
  }
  return { code: "keep_what_works", because: null };
}

/** Why a member may need support: the condition contributors that can lower a mood. */
export const SUPPORT_REASONS = [
  "own_negative_emotionality",
  "own_extraversion",
  "team_max_negative_emotionality",
  "teammates_agreeableness",
  "overload_hours",
  "leader_fit_mood",
  "remote_isolation",
  "support_received",
  "integration_in_progress",
  "teammate_dismissed",
] as const satisfies readonly ContributorCode[];
export type SupportReason = (typeof SUPPORT_REASONS)[number];

export interface MemberMood {
  id: string;
  /** Condition -100..100, or null when unknown (no interacting partners). */
  condition: number | null;
  contributors: readonly Contributor[];
}

export interface TeamSupport {
  /** The member in the lowest mood. */
  actor: string;
  condition: number;
  /** Their strongest lowering reason, or null when nothing in the model lowers it much. */
  reason: SupportReason | null;
  /** The person the reason names when it is someone else (the upset teammate, the leader, the one who left). */
  about?: string;
  /** Whether the day's contributors of that member are known at all (a saved run may lack them): without them no reason is given. */
  reasonsKnown: boolean;
}

/** The moods below GOOD (moodFromScore's bands): a member in one of these needs support. */
export const MOODS_NEEDING_SUPPORT: readonly Mood[] = ["DEPRESSED", "BAD", "ANXIOUS"];

/** Who needs support most on a day and why, or null when every known mood is GOOD or better. */
export function teamSupport(members: readonly MemberMood[]): TeamSupport | null {
  let lowest: MemberMood | null = null;
  for (const m of members) {
    if (m.condition === null) continue;
    if (!lowest || m.condition < lowest.condition! || (m.condition === lowest.condition && m.id < lowest.id)) lowest = m;
  }
  if (!lowest || !MOODS_NEEDING_SUPPORT.includes(moodFromScore(lowest.condition))) return null;
  const reasons = SUPPORT_REASONS as readonly string[];
  const cause = lowest.contributors.find((c) => c.impact < 0 && reasons.includes(c.code));
  const about = cause?.actor && cause.actor !== lowest.id ? cause.actor : undefined;
  return { actor: lowest.id, condition: lowest.condition!, reason: (cause?.code as SupportReason | undefined) ?? null, ...(about ? { about } : {}), reasonsKnown: lowest.contributors.length > 0 };
}
