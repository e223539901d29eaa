// Contributors of the team indicators on a captured day (impacts in shown indicator points:
// raw impacts times the shown scale's slope at the day's value, shown-scale.ts).
import type { Contributor } from "../contributors/catalogue";
import { side, topContributors, traitValue } from "../contributors/select";
import { shownImpacts, toShown } from "../norms/shown-scale";
import { TRAITS } from "../person/person";
import { COHESION, PERFORMANCE, agreeablenessDamping, coordinationCost, moodFactor } from "../team/team-formulas";
import type { ManagerFit } from "../team/manager-fit";
import type { DayCapture } from "./capture";
import type { MergeInfo } from "./run-scene";
import type { SegmentState } from "./segment";
import type { PreparedScene } from "./scene-types";

export interface TeamContributors {
  cohesion: Contributor[];
  basePower: Contributor[];
  peakPower: Contributor[];
  currentPower: Contributor[];
  statisticalPower: Contributor[];
  atmosphere: Contributor[];
  managerFit: Contributor[];
  competencies: Contributor[];
  integration: Contributor[];
  mergeEffect: Contributor[];
  profile: Contributor[];
}

export function fitContributors(id: string, f: ManagerFit, raw: Record<(typeof TRAITS)[number], number>): Contributor[] {
  return topContributors(
    shownImpacts("managerFit", f.fit, [
      ...TRAITS.map((t): Contributor => ({ code: "manager_trait", impact: f.traitParts[t], actor: id, trait: t, value: traitValue(raw[t]) })),
      { code: "manager_levels", impact: f.levelsPart, actor: id },
      { code: "manager_expertise_gap", impact: f.gapPart, actor: id },
    ]),
  );
}

function basePowerParts(prep: PreparedScene, seg: SegmentState): Contributor[] {
  const c = seg.comp!;
  const ids = seg.members.map((i) => prep.ids[i]!);
  const w = PERFORMANCE;
  const k = 100 * w.personalityWeight;
  const expHigh = c.expMean >= 0.5;
  return [
    { code: expHigh ? "high_expertise" : "low_expertise", impact: 100 * w.expertiseWeight * (c.expMean - 0.5), actor: ids[expHigh ? c.expMaxIdx : c.expMinIdx]!, value: 100 * c.expMean },
    { code: `${side(c.cMean)}_mean_conscientiousness`, impact: k * w.conscientiousness * c.cMean, value: traitValue(c.cMean) },
    { code: `${side(c.aSoftmin)}_min_agreeableness`, impact: k * w.minAgreeableness * c.aSoftmin, actor: ids[c.aMinIdx]!, value: traitValue(prep.persons[seg.members[c.aMinIdx]!]!.a) },
    { code: `${side(c.aMean)}_mean_agreeableness`, impact: k * w.meanAgreeableness * c.aMean, value: traitValue(c.aMean) },
    { code: `${side(c.oMean)}_mean_openness`, impact: k * w.openness * c.oMean, value: traitValue(c.oMean) },
    { code: `${side(c.nMean)}_mean_negative_emotionality`, impact: -k * w.negativeEmotionality * 0.5 * c.nMean, value: traitValue(c.nMean) },
    { code: `${side(c.nSoftmax)}_max_negative_emotionality`, impact: -k * w.negativeEmotionality * 0.5 * c.nSoftmax, actor: ids[c.nMaxIdx]!, value: traitValue(prep.persons[seg.members[c.nMaxIdx]!]!.n) },
    { code: "conscientiousness_spread", impact: -k * w.conscientiousnessSpread * c.cSd, value: 2 * c.cSd },
    { code: "agreeableness_spread", impact: -k * w.agreeablenessSpread * c.aSd, value: 2 * c.aSd },
    { code: "extraversion_mix", impact: k * w.extraversionMix * c.eSd, value: 2 * c.eSd },
    { code: "coordination_cost", impact: -k * coordinationCost(c.size), value: c.size },
  ];
}

function cohesionParts(prep: PreparedScene, seg: SegmentState, cap: DayCapture): Contributor[] {
  const c = seg.comp!;
  const ids = seg.members.map((i) => prep.ids[i]!);
  const integ = cap.team.integration / 100;
  const reach = COHESION.floor + (1 - COHESION.floor) * integ * (0.5 + 0.5 * seg.density);
  const k = 100 * reach;
  const damp = agreeablenessDamping(seg.remoteShare);
  const aEff = 0.5 * c.aMean + 0.5 * c.aSoftmin;
  const list: Contributor[] = [
    { code: `${side(c.aMean)}_mean_agreeableness`, impact: k * COHESION.agreeableness * damp * 0.5 * c.aMean, value: traitValue(c.aMean) },
    { code: `${side(c.aSoftmin)}_min_agreeableness`, impact: k * COHESION.agreeableness * damp * 0.5 * c.aSoftmin, actor: ids[c.aMinIdx]!, value: traitValue(prep.persons[seg.members[c.aMinIdx]!]!.a) },
    { code: `${side(c.nMean)}_mean_negative_emotionality`, impact: -k * COHESION.negativeEmotionality * 0.5 * c.nMean, value: traitValue(c.nMean) },
    { code: `${side(c.nSoftmax)}_max_negative_emotionality`, impact: -k * COHESION.negativeEmotionality * 0.5 * c.nSoftmax, actor: ids[c.nMaxIdx]!, value: traitValue(prep.persons[seg.members[c.nMaxIdx]!]!.n) },
    { code: `${side(c.cMean)}_mean_conscientiousness`, impact: k * COHESION.conscientiousness * c.cMean, value: traitValue(c.cMean) },
    { code: "team_integration", impact: cap.team.cohesion - 100 * seg.asym * (COHESION.floor + (1 - COHESION.floor) * (0.5 + 0.5 * seg.density)), value: 100 * integ },
  ];
  if (seg.remoteShare > 0) list.push({ code: "remote_damps_agreeableness", impact: k * COHESION.agreeableness * (damp - 1) * aEff, value: 100 * seg.remoteShare });
  if (seg.density < 1) list.push({ code: "sparse_interactions", impact: 100 * seg.asym * (1 - COHESION.floor) * integ * 0.5 * (seg.density - 1), value: 100 * seg.density });
  return list;
}

export function explainTeam(prep: PreparedScene, seg: SegmentState, cap: DayCapture, merge: MergeInfo): TeamContributors | null {
  if (!seg.comp || seg.members.length < 2) return null;
  const c = seg.comp;
  const ids = seg.members.map((i) => prep.ids[i]!);
  const tm = cap.team;
  const base = basePowerParts(prep, seg);
  const leaders: Contributor[] = [];
  const manager = seg.manager ?? seg.lead;
  if (seg.manager) leaders.push({ code: seg.manager.fit.fit >= 50 ? "strong_manager_fit" : "weak_manager_fit", impact: seg.basePower * 0.08 * ((seg.manager.fit.fit - 50) / 50), actor: seg.manager.id, value: seg.manager.fit.fit });
  if (seg.lead) leaders.push({ code: seg.lead.fit.fit >= 50 ? "strong_lead_fit" : "weak_lead_fit", impact: seg.basePower * 0.04 * ((seg.lead.fit.fit - 50) / 50), actor: seg.lead.id, value: seg.lead.fit.fit });
  const known = cap.actors.filter((a) => Number.isFinite(a.condition));
  const meanCond = known.length ? known.reduce((s, a) => s + a.condition, 0) / known.length : 0;
  const lowest = known.reduce<(typeof known)[number] | null>((lo, a) => (!lo || a.condition < lo.condition ? a : lo), null);
  const leastInteg = cap.actors.reduce((lo, a) => (a.integration < lo.integration ? a : lo), cap.actors[0]!);
  const fullInteg = tm.currentPower / Math.max(1e-9, 0.55 + 0.45 * (tm.integration / 100));
  const managerRaw = manager
    ? (() => {
        const d = manager.idx >= 0 ? prep.persons[manager.idx]! : prep.externalManager!;
        return { extraversion: d.e, agreeableness: d.a, conscientiousness: d.c, negativeEmotionality: d.n, openMindedness: d.o };
      })()
    : null;
  const orient = [100 * c.kMean, 100 * c.pMean, 100 * c.lMean];
  const orientMean = (orient[0]! + orient[1]! + orient[2]!) / 3;
  const changed = merge.joined.length + merge.left.length;
  return {
    cohesion: topContributors(shownImpacts("cohesion", tm.cohesion, cohesionParts(prep, seg, cap))),
    basePower: topContributors(shownImpacts("power", tm.basePower, base)),
    peakPower: topContributors(
      shownImpacts("power", tm.peakPower, [...base, ...leaders, { code: "mean_condition", impact: seg.basePower * seg.leader * (moodFactor(seg.steadyCondition) - 1), value: seg.steadyCondition }]),
    ),
    currentPower: topContributors(shownImpacts("power", tm.currentPower, [
      ...base,
      ...leaders,
      { code: "team_integration", impact: tm.currentPower - fullInteg, value: tm.integration },
      { code: "mean_condition", impact: fullInteg * (1 - 1 / moodFactor(meanCond)), value: meanCond },
    ])),
    statisticalPower: topContributors(shownImpacts("power", tm.statisticalPower, [{ code: "measurement_precision", impact: tm.statisticalPower - tm.currentPower, value: tm.precision }])),
    atmosphere: topContributors(
      shownImpacts("atmosphere", tm.atmosphere, [
        { code: "mean_condition", impact: 0.3 * meanCond, value: meanCond },
        { code: "cohesion_level", impact: 0.4 * (tm.cohesion - 50), value: toShown("cohesion", tm.cohesion) },
        ...(lowest ? [{ code: "lowest_condition" as const, impact: (0.3 * (lowest.condition - meanCond)) / known.length, actor: prep.ids[lowest.idx]!, value: lowest.condition }] : []),
      ]),
    ),
    managerFit: manager && managerRaw ? fitContributors(manager.id, manager.fit, managerRaw) : [],
    competencies: topContributors([
      // The value is the mean the code judges (not the weakest member's own level), so the
      // sentence's level word and its number agree; the actor names the weakest member.
      { code: c.kMean >= 0.5 ? "high_competence" : "low_competence", impact: 100 * (c.kMean - 0.5), actor: ids[c.kMinIdx]!, value: 100 * c.kMean },
    ]),
    integration: topContributors([
      { code: "integration_in_progress", impact: (100 * (leastInteg.integration - tm.integration / 100)) / seg.members.length, actor: prep.ids[leastInteg.idx]!, value: 100 * leastInteg.integration },
      { code: "team_integration", impact: tm.integration - 100, value: tm.integration },
    ]),
    mergeEffect: topContributors([
      ...merge.joined.map((i): Contributor => ({ code: "member_joined", impact: merge.value / changed, actor: prep.ids[i]! })),
      ...merge.left.map((i): Contributor => ({ code: "member_left", impact: merge.value / changed, actor: prep.ids[i]! })),
    ]),
    profile: topContributors([
      { code: "orientation_competence", impact: orient[0]! - orientMean, value: orient[0]! },
      { code: "orientation_professionalism", impact: orient[1]! - orientMean, value: orient[1]! },
      { code: "orientation_maturity", impact: orient[2]! - orientMean, value: orient[2]! },
    ]),
  };
}
