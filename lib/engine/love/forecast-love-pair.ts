import { clamp, quantile, round1 } from "../core/math";
import { checkOptions, type EngineOptions } from "../core/options";
import { deriveSeed, gaussian, mulberry32 } from "../core/prng";
import { err, ok, type Result } from "../core/result";
import { ENGINE_VERSION, RESULT_NOTE, type ResultNote } from "../core/version";
import type { Contributor } from "../contributors/catalogue";
import { topContributors, traitValue } from "../contributors/select";
import { TRAIT_SEM } from "../person/derive";
import { TRAITS, type BigFive, type TraitKey } from "../person/person";
import { validatePerson } from "../person/validate-person";
import { centreBigFive, dissimilarity, partnerSatisfactions, satisfaction, similarityPoints, topicEffects, traitPoints } from "./love-model";
import { LOVE_DIMENSIONS, LOVE_TOPIC_VALUES, type LoveAnswers, type LoveDimension, type LoveTopic } from "./love-topics";

export interface LovePerson {
  id: string;
  bigFive: BigFive;
  answers?: Partial<LoveAnswers>;
}

export interface LoveScore {
  /** Couple compatibility 0..100: the mean of both partners' expected satisfaction. */
  score: number;
  range: { low: number; high: number };
  /** Each partner's expected satisfaction with the other, 0..100. */
  byPerson: { a: number; b: number };
  contributors: Contributor[];
}

export interface LoveForecast {
  engineVersion: string;
  seed: number;
  note: ResultNote;
  /** Always low: individual differences explain at most about a fifth of satisfaction (Joel 2020). */
  confidence: "low";
  love: LoveScore;
  sexual: LoveScore;
  marital: LoveScore;
  friendship: LoveScore;
}

const BAND_SAMPLES = 40;

function validateLovePerson(p: LovePerson, path: string): Result<LovePerson> {
  const v = validatePerson({ id: p?.id, bigFive: p?.bigFive }, path);
  if (!v.ok) return v;
  if (p.answers !== undefined) {
    if (!p.answers || typeof p.answers !== "object") return err("invalid_person", { field: `${path}.answers`, actor: p.id });
    for (const [topic, ans] of Object.entries(p.answers)) {
      const allowed = (LOVE_TOPIC_VALUES as Record<string, readonly string[]>)[topic];
      if (!allowed || (ans !== undefined && !allowed.includes(ans as string))) {
        return err("invalid_person", { field: `${path}.answers.${topic}`, actor: p.id });
      }
    }
  }
  return ok(p);
}

type Centred = Record<TraitKey, number>;

function contributorsFor(dim: LoveDimension, a: LovePerson, b: LovePerson, ca: Centred, cb: Centred): Contributor[] {
  const list: Contributor[] = [];
  for (const [p, c] of [[a, ca], [b, cb]] as const) {
    for (const t of TRAITS) {
      // Couple score = mean of both satisfactions: each trait acts once as actor, once as partner.
      list.push({ code: "own_trait", impact: traitPoints(dim, t, c[t], "actor") / 2, actor: p.id, trait: t, value: traitValue(c[t]) });
      list.push({ code: "partner_trait", impact: traitPoints(dim, t, c[t], "partner") / 2, actor: p.id, trait: t, value: traitValue(c[t]) });
    }
  }
  list.push({ code: "similarity", impact: similarityPoints(dim, ca, cb), value: 100 * (1 - dissimilarity(ca, cb)) });
  for (const e of topicEffects(dim, a.answers ?? {}, b.answers ?? {})) {
    list.push({ code: "love_topic", impact: e.points, topic: e.topic as LoveTopic, answer: e.answer });
  }
  return topContributors(list);
}

/**
 * Love, sexual, marital and friendship compatibility of a couple, each 0..100 with a
 * measurement-error band (seeded), each partner's expected satisfaction and contributors.
 */
export function forecastLovePair(a: LovePerson, b: LovePerson, opts: EngineOptions): Result<LoveForecast> {
  const o = checkOptions(opts);
  if (!o.ok) return o;
  const va = validateLovePerson(a, "a");
  if (!va.ok) return va;
  const vb = validateLovePerson(b, "b");
  if (!vb.ok) return vb;
  if (a.id === b.id) return err("duplicate_actor", { field: "b.id", actor: b.id });
  const ca = centreBigFive(a.bigFive);
  const cb = centreBigFive(b.bigFive);
  const rng = mulberry32(deriveSeed(o.value.seed, 2));
  const jitter = (c: Centred): Centred =>
    Object.fromEntries(TRAITS.map((t) => [t, clamp(c[t] + TRAIT_SEM * gaussian(rng), -1, 1)])) as Centred;
  const draws = Array.from({ length: BAND_SAMPLES }, () => [jitter(ca), jitter(cb)] as const);

  const result = {} as Record<LoveDimension, LoveScore>;
  for (const dim of LOVE_DIMENSIONS) {
    const topics = topicEffects(dim, a.answers ?? {}, b.answers ?? {}).reduce((s, e) => s + e.points, 0);
    const { a: sa, b: sb } = partnerSatisfactions(dim, ca, cb, topics);
    const score = (sa + sb) / 2;
    const sampled = draws.map(([x, y]) => clamp((satisfaction(dim, x, y) + satisfaction(dim, y, x)) / 2 + topics, 0, 100));
    result[dim] = {
      score: round1(score),
      range: { low: round1(Math.min(quantile(sampled, 0.1), score)), high: round1(Math.max(quantile(sampled, 0.9), score)) },
      byPerson: { a: round1(sa), b: round1(sb) },
      contributors: contributorsFor(dim, a, b, ca, cb),
    };
  }
  return ok({ engineVersion: ENGINE_VERSION, seed: o.value.seed, note: RESULT_NOTE, confidence: "low", ...result });
}
