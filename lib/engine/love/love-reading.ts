// The consumer reading of a love forecast: per dimension the score, where it stands among
// reference couples, its band, the two or three contributors that drive it and one piece of
// advice. Advice codes and their research: docs/model.md, "Advice".
import type { Contributor } from "../contributors/catalogue";
import { shownNorm } from "../norms/percentile-table";
import { lovePercentile, type LoveBand } from "./love-norms";
import type { LoveForecast } from "./forecast-love-pair";
import { LOVE_DIMENSIONS, type LoveDimension } from "./love-topics";

/** Advice codes with the parameters their texts use (messages: loveReading.advice.<code>). */
export const LOVE_ADVICE_CODES = {
  calm_down_routine: ["actor"],
  gentle_start: [],
  accept_influence: ["actor"],
  talk_about_intimacy: [],
  turn_toward_bids: [],
  celebrate_good_news: [],
  express_appreciation: [],
  protect_weekly_time: [],
  try_something_new: [],
  plan_the_week_together: [],
  keep_in_touch_rituals: [],
  come_back_to_hard_topics: [],
  close_settled_conflicts: [],
} as const satisfies Record<string, readonly "actor"[]>;

export type LoveAdviceCode = keyof typeof LOVE_ADVICE_CODES;

export interface LoveAdvice {
  code: LoveAdviceCode;
  /** The person whose trait the advice answers (codes with the "actor" parameter only). */
  actor?: string;
}

export interface LoveDimensionReading {
  score: number;
  range: { low: number; high: number };
  /** Each partner's expected satisfaction (a, b), as the forecast gives it. */
  byPerson: { a: number; b: number };
  /** Whole percent of reference couples this couple scores above (rounded down, at most 99). */
  percentile: number;
  band: LoveBand;
  /** The two or three contributors with the largest |impact|, largest first. */
  contributors: Contributor[];
  advice: LoveAdvice;
}

export type LoveReading = Record<LoveDimension, LoveDimensionReading>;

/** Up to this many contributors are shown; a third only when it moves the score by at least MIN_THIRD_IMPACT points. */
export const READING_CONTRIBUTORS = 3;
export const MIN_THIRD_IMPACT = 0.5;

function pickContributors(list: readonly Contributor[]): Contributor[] {
  const top = list.slice(0, READING_CONTRIBUTORS);
  return top.length === READING_CONTRIBUTORS && Math.abs(top[2]!.impact) < MIN_THIRD_IMPACT ? top.slice(0, 2) : top;
}

/** When nothing pulls the dimension down, keep what works. */
const KEEP_GOING: Record<LoveDimension, LoveAdviceCode> = {
  love: "express_appreciation",
  sexual: "talk_about_intimacy",
  marital: "try_something_new",
  friendship: "celebrate_good_news",
};

const TOPIC_ADVICE: Record<string, LoveAdviceCode> = {
  weeklyTimeTogether: "protect_weekly_time",
  sharedInterests: "try_something_new",
  distance: "keep_in_touch_rituals",
  difficulty: "come_back_to_hard_topics",
  secondChances: "close_settled_conflicts",
  workLifeBalance: "plan_the_week_together",
  weekend: "plan_the_week_together",
  attractionType: "express_appreciation",
};

/** Advice answering one contributor that lowers the score. */
function adviceFor(dim: LoveDimension, c: Contributor): LoveAdvice {
  if (c.code === "love_topic") return { code: TOPIC_ADVICE[c.topic ?? ""] ?? KEEP_GOING[dim] };
  // Personality on the sexual dimension: talking about it is what the research supports.
  if (dim === "sexual") return { code: "talk_about_intimacy" };
  if (c.code === "similarity") return { code: "accept_influence" };
  const actor = c.actor !== undefined ? { actor: c.actor } : {};
  switch (c.trait) {
    case "negativeEmotionality":
      return dim === "love" ? { code: "gentle_start" } : { code: "calm_down_routine", ...actor };
    case "agreeableness":
      return { code: "accept_influence", ...actor };
    case "conscientiousness":
      return { code: "plan_the_week_together" };
    case "extraversion":
      return { code: "turn_toward_bids" };
    case "openMindedness":
      return { code: "try_something_new" };
    default:
      return { code: KEEP_GOING[dim] };
  }
}

/** The strongest contributor that lowers the score decides; with none, the dimension's keep-going advice. */
export function chooseLoveAdvice(dim: LoveDimension, contributors: readonly Contributor[]): LoveAdvice {
  const down = contributors.find((c) => c.impact < 0);
  return down ? adviceFor(dim, down) : { code: KEEP_GOING[dim] };
}

/** Reads a love forecast against the reference population of couples (see love-norms). */
export function readLoveForecast(forecast: LoveForecast): LoveReading {
  const out = {} as LoveReading;
  for (const dim of LOVE_DIMENSIONS) {
    const s = forecast[dim];
    // The same shown percentile and band as every company score (whole %, at most 99).
    const norm = shownNorm(lovePercentile(dim, s.score));
    out[dim] = {
      score: s.score,
      range: { ...s.range },
      byPerson: { ...s.byPerson },
      percentile: norm.percentile,
      band: norm.band,
      contributors: pickContributors(s.contributors),
      advice: chooseLoveAdvice(dim, s.contributors),
    };
  }
  return out;
}
