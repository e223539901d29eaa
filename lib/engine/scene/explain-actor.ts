// Contributors of one actor's indicators on a captured day.
import type { Contributor } from "../contributors/catalogue";
import { topContributors, traitValue } from "../contributors/select";
import { CONDITION, tenureFactor as tenureFactorOf } from "../team/condition";
import type { ActorCapture } from "./capture";
import type { SegmentState } from "./segment";
import type { PreparedScene } from "./scene-types";

export interface ActorContributors {
  expertise: Contributor[];
  power: Contributor[];
  weight: Contributor[];
  support: Contributor[];
  integration: Contributor[];
  condition: Contributor[];
}

/** Shares a squashed score among its raw parts in proportion (exact sum, sign kept). */
const share = (score: number, rawTotal: number) => (Math.abs(rawTotal) > 1e-9 ? score / rawTotal : 100 * CONDITION.gain);

export function explainActor(prep: PreparedScene, seg: SegmentState, a: ActorCapture): ActorContributors {
  const d = prep.persons[a.idx]!;
  const id = d.id;
  const name = (i: number) => (i >= 0 ? prep.ids[i]! : undefined);
  const st = a.condStatic;
  const dy = a.dynamic;
  const k = share(a.condition, st.total + dy.total);
  // The most negative teammate (the first in member order on a tie) and the teammates'
  // agreeableness summed in member order, without building the list of others.
  let maxNOther = -1;
  let sumAOthers = 0;
  for (const i of seg.members) {
    if (i === a.idx) continue;
    if (maxNOther < 0 || prep.persons[i]!.n > prep.persons[maxNOther]!.n) maxNOther = i;
    sumAOthers += prep.persons[i]!.a;
  }
  const src = seg.leaderSrc[a.idx]!;
  const leader = src === -1 ? null : src === -2 || src === seg.manager?.idx ? seg.manager : seg.lead;
  const othersCount = seg.members.length - (seg.members.includes(a.idx) ? 1 : 0);
  const condition: Contributor[] = Number.isFinite(a.condition)
    ? [
        { code: "own_negative_emotionality", impact: k * st.ownN, actor: id, value: traitValue(d.n) },
        { code: "own_extraversion", impact: k * st.ownE, actor: id, value: traitValue(d.e) },
        ...(maxNOther >= 0 ? [{ code: "team_max_negative_emotionality" as const, impact: k * st.climateN, actor: name(maxNOther)!, value: traitValue(prep.persons[maxNOther]!.n) }] : []),
        { code: "teammates_agreeableness", impact: k * st.climateA, value: traitValue(othersCount ? sumAOthers / othersCount : 0) },
        { code: "rank_held", impact: k * st.rank, actor: id },
        { code: "overload_hours", impact: k * st.overload, actor: id, value: seg.rawHours[a.idx]! },
        ...(leader ? [{ code: "leader_fit_mood" as const, impact: k * st.leader, actor: leader.id, value: leader.fit.fit }] : []),
        { code: "remote_isolation", impact: k * st.remote, actor: id, value: 100 * seg.remoteOwn[a.idx]! },
        { code: "support_received", impact: k * dy.support, actor: id, value: 100 * a.sigmaBar },
        { code: "integration_in_progress", impact: k * dy.integration, actor: id, value: 100 * a.integration },
        ...(a.shockSrc >= 0 ? [{ code: "teammate_dismissed" as const, impact: k * dy.shock, actor: name(a.shockSrc)!, value: 100 * Math.min(1, a.shock) }] : []),
      ]
    : [];
  const tenureFactor = tenureFactorOf(a.tenureDays);
  const levelParts: Contributor[] = (
    [
      ["K", d.k, 0.5],
      ["P", d.p, 0.3],
      ["L", d.l, 0.2],
    ] as const
  ).map(([level, v, w]) => ({ code: "level_score", impact: 100 * w * (v - 0.5) * tenureFactor, actor: id, level, value: 100 * v }));
  const realised = a.expertise * a.handsOn * (0.6 + 0.4 * a.integration);
  const fullIntegPower = a.integration < 1 ? a.power / (0.6 + 0.4 * a.integration) : a.power;
  return {
    expertise: topContributors([...levelParts, { code: "tenure", impact: a.expertise - a.expertise / tenureFactor, actor: id, value: a.tenureDays }]),
    power: topContributors([
      { code: a.expertise >= 50 ? "high_expertise" : "low_expertise", impact: (a.power * (a.expertise - 50)) / Math.max(a.expertise, 1e-9), actor: id, value: a.expertise },
      { code: "hands_on_share", impact: a.power - a.power / a.handsOn, actor: id, value: 100 * a.handsOn },
      { code: "integration_in_progress", impact: a.power - fullIntegPower, actor: id, value: 100 * a.integration },
      { code: "condition_effect", impact: realised * 0.05 * ((Number.isFinite(a.condition) ? a.condition : 0) / 100), actor: id, value: Number.isFinite(a.condition) ? a.condition : 0 },
      { code: "own_conscientiousness", impact: realised * 0.06 * d.c, actor: id, value: traitValue(d.c) },
      { code: "own_negative_emotionality", impact: -realised * 0.04 * d.n, actor: id, value: traitValue(d.n) },
    ]),
    weight: topContributors([{ code: "power_share", impact: a.weight - 100 / seg.members.length, actor: id, value: a.power }]),
    support: topContributors([
      ...(a.bestSupporter >= 0 ? [{ code: "support_from" as const, impact: a.bestSupport, actor: name(a.bestSupporter)!, value: a.bestSupport }] : []),
      { code: "integration_in_progress", impact: a.support - 100 * a.sigmaBar, actor: id, value: 100 * a.integration },
    ]),
    integration: topContributors([
      ...(a.leastFamiliar >= 0 ? [{ code: "integration_in_progress" as const, impact: 100 * a.integration - 100, actor: name(a.leastFamiliar)!, value: 100 * a.leastFamiliarity }] : []),
    ]),
    condition: topContributors(condition),
  };
}
