// Couple compatibility: each partner's expected satisfaction = actor effects (own traits)
// + partner effects (the other's traits) + a tiny similarity term + small topic effects
// (Malouff et al. 2010; Dyrenforth et al. 2010; Joel et al. 2020).
import { clamp } from "../core/math";
import type { BigFive, TraitKey } from "../person/person";
import { centreTrait } from "../person/derive";
import { LOVE_TOPICS, MATCH_EFFECTS, OWN_ANSWER_EFFECTS, type DimEffect, type LoveAnswers, type LoveDimension, type LoveTopic } from "./love-topics";

/** Partner-effect weights (~ correlations with satisfaction); negative emotionality leads everywhere. */
export const LOVE_TRAIT_WEIGHTS: Readonly<Record<LoveDimension, Readonly<Record<TraitKey, number>>>> = {
  love: { negativeEmotionality: -0.22, agreeableness: 0.15, conscientiousness: 0.12, extraversion: 0.06, openMindedness: 0.01 },
  sexual: { negativeEmotionality: -0.2, agreeableness: 0.12, conscientiousness: 0.06, extraversion: 0.1, openMindedness: 0.02 },
  marital: { negativeEmotionality: -0.25, agreeableness: 0.15, conscientiousness: 0.15, extraversion: 0.03, openMindedness: 0 },
  friendship: { negativeEmotionality: -0.18, agreeableness: 0.15, conscientiousness: 0.06, extraversion: 0.1, openMindedness: 0.02 },
};

/** Own traits weigh a little more than the partner's (actor > partner effects, Dyrenforth 2010). */
export const ACTOR_MULTIPLIER = 1.2;
export const PARTNER_MULTIPLIER = 1.0;
/** Points from 50 at the extreme of the personality part: keeps the spread of typical couples moderate. */
export const LOVE_SCALE = 40;
/**
 * Points a fully similar (vs fully dissimilar) couple gains: tiny, similarity explains ~0.5 %
 * (Dyrenforth et al. 2010). Small enough that a step of one trait moves the similarity term by
 * less than the gap between actor and partner effects of every weighted trait (C3) and between
 * negative emotionality and the next trait (C1): at most SIMILARITY_POINTS x step / 10.
 */
export const SIMILARITY_POINTS: Readonly<Record<LoveDimension, number>> = { love: 0.5, sexual: 0, marital: 0.25, friendship: 0.5 };
/** The sum of topic effects on one dimension is capped at this many points. */
export const TOPIC_CAP = 5;

const DIM_INDEX: Record<LoveDimension, 0 | 1 | 2 | 3> = { love: 0, sexual: 1, marital: 2, friendship: 3 };
type Centred = Record<TraitKey, number>;

export const centreBigFive = (b: BigFive): Centred => ({
  extraversion: centreTrait(b.extraversion),
  agreeableness: centreTrait(b.agreeableness),
  conscientiousness: centreTrait(b.conscientiousness),
  negativeEmotionality: centreTrait(b.negativeEmotionality),
  openMindedness: centreTrait(b.openMindedness),
});

const TRAIT_KEYS = Object.keys(LOVE_TRAIT_WEIGHTS.love) as TraitKey[];

function personalityScale(dim: LoveDimension): number {
  const w = LOVE_TRAIT_WEIGHTS[dim];
  return (ACTOR_MULTIPLIER + PARTNER_MULTIPLIER) * TRAIT_KEYS.reduce((s, t) => s + Math.abs(w[t]), 0);
}
// Computed once: the reference population of couples (love-norms) scores tens of thousands of pairs.
const PERSONALITY_SCALE: Record<LoveDimension, number> = {
  love: personalityScale("love"),
  sexual: personalityScale("sexual"),
  marital: personalityScale("marital"),
  friendship: personalityScale("friendship"),
};

/** Dissimilarity 0..1: mean absolute difference of the centred traits, halved. */
export function dissimilarity(x: Centred, y: Centred): number {
  let s = 0;
  for (const t of TRAIT_KEYS) s += Math.abs(x[t] - y[t]) / 2;
  return s / TRAIT_KEYS.length;
}

export const similarityPoints = (dim: LoveDimension, x: Centred, y: Centred) => SIMILARITY_POINTS[dim] * (1 - 2 * dissimilarity(x, y));

/** Points of one trait of `who` on `whose` satisfaction (actor when the same person, partner otherwise). */
export function traitPoints(dim: LoveDimension, trait: TraitKey, value: number, role: "actor" | "partner"): number {
  const mult = role === "actor" ? ACTOR_MULTIPLIER : PARTNER_MULTIPLIER;
  return (LOVE_SCALE * mult * LOVE_TRAIT_WEIGHTS[dim][trait] * value) / PERSONALITY_SCALE[dim];
}

/** Expected satisfaction (0..100) of `self` with `partner`, before topic effects. */
export function satisfaction(dim: LoveDimension, self: Centred, partner: Centred): number {
  let s = 50 + similarityPoints(dim, self, partner);
  for (const t of TRAIT_KEYS) s += traitPoints(dim, t, self[t], "actor") + traitPoints(dim, t, partner[t], "partner");
  return s;
}

/**
 * Each partner's expected satisfaction with the other (0..100) with the couple's topic points:
 * the one formula behind `forecastLovePair` scores and the reference population of couples.
 */
export function partnerSatisfactions(dim: LoveDimension, a: Centred, b: Centred, topics = 0): { a: number; b: number } {
  return { a: clamp(satisfaction(dim, a, b) + topics, 0, 100), b: clamp(satisfaction(dim, b, a) + topics, 0, 100) };
}

/** Couple compatibility 0..100 (unrounded): the mean of both partners' expected satisfaction. */
export function coupleScore(dim: LoveDimension, a: Centred, b: Centred, topics = 0): number {
  const s = partnerSatisfactions(dim, a, b, topics);
  return (s.a + s.b) / 2;
}

export interface TopicEffect {
  topic: LoveTopic;
  answer: string;
  points: number;
}

/** Topic effects on one dimension for the couple, proportionally shrunk to the cap. */
export function topicEffects(dim: LoveDimension, a: Partial<LoveAnswers>, b: Partial<LoveAnswers>): TopicEffect[] {
  const i = DIM_INDEX[dim];
  const out: TopicEffect[] = [];
  for (const topic of LOVE_TOPICS) {
    const table = OWN_ANSWER_EFFECTS[topic] as Record<string, DimEffect> | undefined;
    let pts = 0;
    const answers: string[] = [];
    for (const ans of [a[topic], b[topic]]) {
      if (ans === undefined) continue;
      answers.push(ans);
      pts += (table?.[ans]?.[i] ?? 0) / 2;
    }
    const match = MATCH_EFFECTS[topic];
    const x = a[topic];
    const y = b[topic];
    if (match && x !== undefined && y !== undefined) {
      if (x === y) pts += match.same[i];
      else if (match.clash && new Set([x, y]).size === 2 && match.clash.pair.includes(x) && match.clash.pair.includes(y)) pts += match.clash.effect[i];
    }
    if (pts !== 0) out.push({ topic, answer: [...new Set(answers)].join("+"), points: pts });
  }
  const total = out.reduce((s, e) => s + e.points, 0);
  const factor = Math.abs(total) > TOPIC_CAP ? TOPIC_CAP / Math.abs(total) : 1;
  return out.map((e) => ({ ...e, points: e.points * factor }));
}

export const clampScore = (x: number) => clamp(x, 0, 100);
