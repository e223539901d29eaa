import type { Contributor } from "../contributors/catalogue";
import { side, topContributors, traitValue } from "../contributors/select";
import type { DerivedPerson } from "../person/derive";
import { TRAITS } from "../person/person";
import { LEADERSHIP_WEIGHTS } from "../team/manager-fit";
import { PAIR, pairCapability, personalityWeight, type PairStatic } from "./pair-model";

/** Raw impacts to shown points (shown-scale.ts); the identity keeps raw points. */
export type ImpactScale = (list: readonly Contributor[]) => Contributor[];
const rawPoints: ImpactScale = (list) => [...list];

/** Main contributors of one month's compatibility; impacts in (shown) compatibility points. */
export function pairContributors(
  s: PairStatic,
  a: DerivedPerson,
  b: DerivedPerson,
  manager: DerivedPerson | null,
  familiarity: number,
  deep: number,
  scale: ImpactScale = rawPoints,
): Contributor[] {
  const w = PAIR;
  const p = s.personality;
  const pers = w.scale * personalityWeight(deep);
  const iw = pers * w.interpersonal;
  const ww = pers * w.workStyle;
  const lowA = a.a <= b.a ? a : b;
  const highN = a.n >= b.n ? a : b;
  const weaker = pairCapability(a) <= pairCapability(b) ? a : b;
  const list: Contributor[] = [
    { code: `${side(p.aMean)}_mean_agreeableness`, impact: iw * p.aMean, value: traitValue((a.a + b.a) / 2) },
    { code: `${side(lowA.a)}_min_agreeableness`, impact: iw * p.aMin, actor: lowA.id, value: traitValue(lowA.a) },
    { code: `${side((a.n + b.n) / 2)}_mean_negative_emotionality`, impact: iw * p.nMean, value: traitValue((a.n + b.n) / 2) },
    { code: `${side(highN.n)}_max_negative_emotionality`, impact: iw * p.nMax, actor: highN.id, value: traitValue(highN.n) },
    { code: "extraversion_mix", impact: iw * p.eMix, value: 2 * Math.abs(a.e - b.e) },
    { code: `${side((a.e + b.e) / 2)}_mean_extraversion`, impact: iw * p.eMean, value: traitValue((a.e + b.e) / 2) },
    { code: `${side((a.c + b.c) / 2)}_mean_conscientiousness`, impact: ww * p.cMean, value: traitValue((a.c + b.c) / 2) },
    { code: `${side((a.o + b.o) / 2)}_mean_openness`, impact: ww * p.oMean, value: traitValue((a.o + b.o) / 2) },
    { code: "conscientiousness_spread", impact: ww * p.cGap, value: 2 * Math.abs(a.c - b.c) },
    { code: s.competence >= 0 ? "high_competence" : "low_competence", impact: w.scale * w.competence * s.competence, actor: weaker.id, value: 50 + 50 * s.competence },
    { code: s.maturity >= 0 ? "high_maturity" : "low_maturity", impact: w.scale * w.maturity * s.maturity, value: 50 + 50 * s.maturity },
    {
      code: familiarity >= 0.5 ? "established_relationship" : "early_acquaintance",
      // Coordination learned together, and the typical fit the pair is partly judged by until it knows itself.
      impact: w.scale * (w.familiarity * (2 * familiarity - 1) + (1 - personalityWeight(deep)) * w.typicalFit),
      value: 100 * familiarity,
    },
  ];
  if (p.remoteLoss !== 0) list.push({ code: "remote_damps_agreeableness", impact: iw * p.remoteLoss, value: 100 });
  if (s.manager && manager) {
    list.push({
      code: s.manager.fit >= 50 ? "strong_manager_fit" : "weak_manager_fit",
      impact: w.scale * w.management * (s.manager.fit / 50 - 1),
      actor: manager.id,
      value: s.manager.fit,
    });
  }
  return topContributors(scale(list));
}

/** Contributors of the manager fit itself (L1): each trait's part, levels and expertise gap. */
export function managerFitContributors(s: PairStatic, manager: DerivedPerson, scale: ImpactScale = rawPoints): Contributor[] {
  if (!s.manager) return [];
  const m = s.manager;
  const raw = { extraversion: manager.e, agreeableness: manager.a, conscientiousness: manager.c, negativeEmotionality: manager.n, openMindedness: manager.o };
  const list: Contributor[] = TRAITS.filter((t) => LEADERSHIP_WEIGHTS[t] !== 0).map((t) => ({
    code: "manager_trait",
    impact: m.traitParts[t],
    actor: manager.id,
    trait: t,
    value: traitValue(raw[t]),
  }));
  list.push({ code: "manager_levels", impact: m.levelsPart, actor: manager.id, value: 50 * (manager.p + manager.l) });
  list.push({ code: "manager_expertise_gap", impact: m.gapPart, actor: manager.id, value: 100 * manager.expertise });
  return topContributors(scale(list));
}
