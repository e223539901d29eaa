// Everything constant between two changes of the scene (membership, ranks, interactions):
// the interacting pairs, per-actor static terms and the composition-level indicators.
import { contactRatePerDay } from "../pair/pair-model";
import { composition, teamProfile, type Composition, type TeamProfile } from "../team/composition";
import { conditionDynamic, conditionScore, conditionStatic, HANDS_ON, overloadOf, supportGiven, type ConditionStatic } from "../team/condition";
import { managerFit, type ManagerFit } from "../team/manager-fit";
import { basePowerValue, cohesionAsymptote, leaderFactor, moodFactor, performanceFactor } from "../team/team-formulas";
import { SOFT_KAPPA } from "../core/math";
import { WEEKLY_HOURS_LIMIT } from "./interactions";
import { pairIndex, type PreparedScene, type SegmentPlan } from "./scene-types";

/** Buffers for the interacting pairs of the current segment (the day loop's, see day-scratch.ts). */
export interface PairBuffers {
  count: number;
  idx: Int32Array;
  i: Int32Array;
  j: Int32Array;
  hours: Float64Array; // effective hours (after the 50-hour cap)
  q: Float64Array; // daily decay of (1 - familiarity)
}

export interface SegmentState {
  plan: SegmentPlan;
  members: number[];
  comp: Composition | null;
  remoteShare: number;
  density: number;
  asym: number;
  perfFactor: number;
  basePower: number;
  leader: number;
  manager: { idx: number; id: string; fit: ManagerFit } | null;
  lead: { idx: number; id: string; fit: ManagerFit } | null;
  steadyCondition: number;
  peakFormula: number;
  profile: TeamProfile | null;
  orderCode: string | null;
  competencies: number;
  precision: number;
  condStatic: Array<ConditionStatic | null>;
  /** Each member's nearest leader: actor index, -2 for the external manager, -1 for none. */
  leaderSrc: Int32Array;
  /** Share of each member's effective weekly hours that are remote. */
  remoteOwn: Float64Array;
  sigma: Float64Array; // support each actor gives
  sigmaBar: Float64Array; // hours-weighted support quality each actor receives
  denom: Float64Array; // effective weekly hours of each actor
  rawHours: Float64Array; // weekly hours before the cap
  handsOn: Float64Array;
}

export function buildSegment(prep: PreparedScene, plan: SegmentPlan, hours: Float64Array, remote: Uint8Array, buf: PairBuffers): SegmentState {
  const n = prep.ids.length;
  const persons = prep.persons;
  const members: number[] = [];
  for (let i = 0; i < n; i++) if (plan.active[i]) members.push(i);
  const m = members.length;
  const rawHours = new Float64Array(n);
  for (let x = 0; x < m; x++) {
    for (let y = x + 1; y < m; y++) {
      const i = members[x]!;
      const j = members[y]!;
      const h = hours[pairIndex(n, i, j)]!;
      rawHours[i] = rawHours[i]! + h;
      rawHours[j] = rawHours[j]! + h;
    }
  }
  // Above 50 hours a week an actor's pairs are scaled down to 50 in total.
  const scale = new Float64Array(n);
  for (const i of members) scale[i] = rawHours[i]! > WEEKLY_HOURS_LIMIT ? WEEKLY_HOURS_LIMIT / rawHours[i]! : 1;
  const sigma = new Float64Array(n);
  for (const i of members) sigma[i] = supportGiven(persons[i]!);
  const denom = new Float64Array(n);
  const sigmaNum = new Float64Array(n);
  const remoteOwn = new Float64Array(n);
  let count = 0;
  let total = 0;
  let remoteHours = 0;
  for (let x = 0; x < m; x++) {
    for (let y = x + 1; y < m; y++) {
      const i = members[x]!;
      const j = members[y]!;
      const p = pairIndex(n, i, j);
      const h = hours[p]!;
      if (h <= 0) continue;
      const eff = h * Math.min(scale[i]!, scale[j]!);
      buf.idx[count] = p;
      buf.i[count] = i;
      buf.j[count] = j;
      buf.hours[count] = eff;
      buf.q[count] = Math.exp(-contactRatePerDay(eff, remote[p] === 1));
      count++;
      denom[i] = denom[i]! + eff;
      denom[j] = denom[j]! + eff;
      sigmaNum[i] = sigmaNum[i]! + eff * sigma[j]!;
      sigmaNum[j] = sigmaNum[j]! + eff * sigma[i]!;
      total += eff;
      if (remote[p] === 1) {
        remoteHours += eff;
        remoteOwn[i] = remoteOwn[i]! + eff;
        remoteOwn[j] = remoteOwn[j]! + eff;
      }
    }
  }
  buf.count = count;
  const sigmaBar = new Float64Array(n);
  for (const i of members) sigmaBar[i] = denom[i]! > 0 ? sigmaNum[i]! / denom[i]! : 0.5;

  const ms = members.map((i) => persons[i]!);
  const comp = m > 0 ? composition(ms) : null;
  const remoteShare = total > 0 ? remoteHours / total : 0;
  const density = m >= 2 ? count / ((m * (m - 1)) / 2) : 0;

  // Teammates' climate for each member: soft maximum of negative emotionality and mean agreeableness of the others.
  let sumExpN = 0;
  let sumA = 0;
  for (const d of ms) {
    sumExpN += Math.exp(SOFT_KAPPA * d.n);
    sumA += d.a;
  }
  const handsOn = new Float64Array(n);
  const condStatic: Array<ConditionStatic | null> = new Array<ConditionStatic | null>(n).fill(null);
  const fitFor = (idx: number) => {
    const others = ms.filter((d) => d.id !== persons[idx]!.id);
    const teamExp = others.length ? others.reduce((s, d) => s + d.expertise, 0) / others.length : null;
    return { idx, id: persons[idx]!.id, fit: managerFit(persons[idx]!, teamExp) };
  };
  const manager = plan.managerIdx >= 0 ? fitFor(plan.managerIdx) : prep.externalManager && comp ? { idx: -1, id: prep.externalManager.id, fit: managerFit(prep.externalManager, comp.expMean) } : null;
  const lead = plan.leadIdx >= 0 ? fitFor(plan.leadIdx) : null;
  // Each member's nearest leader: the lead for the employees (else the manager), the manager for the lead.
  const leaderOf = (i: number) => (i === plan.managerIdx ? null : i === plan.leadIdx ? manager : (lead ?? manager));
  const leaderSrc = new Int32Array(n).fill(-1);
  let steadySum = 0;
  let steadyCount = 0;
  for (const i of members) {
    const d = persons[i]!;
    const others = m - 1;
    const climateN = others > 0 ? Math.log((sumExpN - Math.exp(SOFT_KAPPA * d.n)) / others) / SOFT_KAPPA : 0;
    const climateA = others > 0 ? (sumA - d.a) / others : 0;
    const rank = i === plan.managerIdx ? "manager" : i === plan.leadIdx ? "lead" : "employee";
    handsOn[i] = HANDS_ON[rank];
    const leader = leaderOf(i);
    leaderSrc[i] = leader ? (leader.idx >= 0 ? leader.idx : -2) : -1;
    const st = conditionStatic(d, climateN, climateA, {
      hasRank: rank !== "employee",
      overload: overloadOf(rawHours[i]!),
      leaderFit: leader ? leader.fit.fit : null,
      remoteShare: denom[i]! > 0 ? remoteOwn[i]! / denom[i]! : 0,
    });
    condStatic[i] = st;
    if (denom[i]! > 0) {
      steadySum += conditionScore(st.total + conditionDynamic(sigmaBar[i]!, 1, 0).total);
      steadyCount++;
    }
  }
  const steadyCondition = steadyCount ? steadySum / steadyCount : 0;
  const perfFactor = comp ? performanceFactor(comp) : 0;
  const basePower = comp ? basePowerValue(comp.expMean, perfFactor) : 0;
  const leader = leaderFactor(manager ? manager.fit.fit : null, lead ? lead.fit.fit : null);
  const prof = comp ? teamProfile(comp) : null;
  return {
    plan,
    members,
    comp,
    remoteShare,
    density,
    asym: comp ? cohesionAsymptote(comp, remoteShare) : 0,
    perfFactor,
    basePower,
    leader,
    manager,
    lead,
    steadyCondition,
    peakFormula: Math.min(100, basePower * moodFactor(steadyCondition) * leader),
    profile: prof ? prof.profile : null,
    orderCode: prof ? prof.orderCode : null,
    competencies: comp ? 100 * comp.kMean : 0,
    precision: comp ? comp.precisionMean : 0,
    condStatic,
    leaderSrc,
    remoteOwn: remoteOwn.map((h, i) => (denom[i]! > 0 ? h / denom[i]! : 0)),
    sigma,
    sigmaBar,
    denom,
    rawHours,
    handsOn,
  };
}
