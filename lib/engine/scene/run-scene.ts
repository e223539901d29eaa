// The day-by-day simulation. Cost: O(interacting pairs) per day, typed arrays only,
// no allocation inside the day loop except on the few captured days.
import { actorPowerValue, conditionDynamicTotal, conditionScore, expertiseAt } from "../team/condition";
import { atmosphereValue, basePowerValue, cohesionValue, currentPowerValue, statisticalPowerValue } from "../team/team-formulas";
import { captureDay, type DayCapture } from "./capture";
import { buildSegment, pairBuffers, type SegmentState } from "./segment";
import { WEEKLY_HOURS_LIMIT } from "./interactions";
import { pairIndex, type PreparedScene } from "./scene-types";

export const TEAM_SERIES = [
  "cohesion",
  "basePower",
  "peakPower",
  "currentPower",
  "statisticalPower",
  "precision",
  "atmosphere",
  "managerFit",
  "competencies",
  "integration",
  "mergeEffect",
  "activeCount",
] as const;
export type TeamSeriesKey = (typeof TEAM_SERIES)[number];
export const ACTOR_SERIES = ["expertise", "power", "weight", "support", "integration", "condition"] as const;
export type ActorSeriesKey = (typeof ACTOR_SERIES)[number];

/** Half-life-like time constant (days) of a dismissal's shock on the remaining actors. */
export const SHOCK_DAYS = 30;
const SHOCK_DECAY = Math.exp(-1 / SHOCK_DAYS);

export interface MergeInfo {
  value: number;
  joined: number[];
  left: number[];
}

export interface RunOutput {
  team: Record<TeamSeriesKey, Float64Array>;
  /** Actor-major: value of actor i on day t at i * dayCount + t; NaN = not applicable. */
  actor: Record<ActorSeriesKey, Float64Array>;
  segIndex: Int32Array;
  segments: SegmentState[];
  merges: MergeInfo[];
  captures: Map<number, DayCapture>;
  hoursWarnings: Array<{ idx: number; value: number; day: number }>;
}

export function runScene(prep: PreparedScene, captureDays: ReadonlySet<number>): RunOutput {
  const n = prep.ids.length;
  const D = prep.dayCount;
  const P = (n * (n - 1)) / 2;
  const persons = prep.persons;
  const team = Object.fromEntries(TEAM_SERIES.map((k) => [k, new Float64Array(D).fill(NaN)])) as Record<TeamSeriesKey, Float64Array>;
  const actor = Object.fromEntries(ACTOR_SERIES.map((k) => [k, new Float64Array(n * D).fill(NaN)])) as Record<ActorSeriesKey, Float64Array>;
  const segIndex = new Int32Array(D);
  const hours = Float64Array.from(prep.initialHours);
  const remote = Uint8Array.from(prep.initialRemote);
  const g = new Float64Array(P).fill(1); // 1 - familiarity of each pair
  const together = new Uint8Array(P);
  const shock = new Float64Array(n);
  const shockSrc = new Int32Array(n).fill(-1);
  const inum = new Float64Array(n);
  const snum = new Float64Array(n);
  const buf = pairBuffers(P);
  const gl = new Float64Array(P);
  const segments: SegmentState[] = [];
  const merges: MergeInfo[] = [];
  const captures = new Map<number, DayCapture>();
  const warned = new Map<number, { value: number; day: number }>();
  let changeAt = 0;
  const expBase = Float64Array.from(persons, (d) => d.expertise);
  const traitC = Float64Array.from(persons, (d) => d.c);
  const traitN = Float64Array.from(persons, (d) => d.n);
  const firstJoin = prep.firstJoin;
  const { cohesion: tCohesion, basePower: tBase, currentPower: tCurrent, peakPower: tPeak, statisticalPower: tStat } = team;
  const { precision: tPrecision, atmosphere: tAtmosphere, managerFit: tFit, competencies: tComp, integration: tInteg, mergeEffect: tMerge } = team;
  let prev: SegmentState | null = null;

  for (let s = 0; s < prep.segments.length; s++) {
    const plan = prep.segments[s]!;
    while (changeAt < prep.changes.length && prep.changes[changeAt]!.day <= plan.from) {
      const c = prep.changes[changeAt++]!;
      if (c.hours !== undefined) hours[c.pair] = c.hours;
      if (c.remote !== undefined) remote[c.pair] = c.remote ? 1 : 0;
    }
    const seg = buildSegment(prep, plan, hours, remote, buf);
    const left = prev ? prev.members.filter((i) => !plan.active[i]) : [];
    const joined = prev ? seg.members.filter((i) => !prev!.plan.active[i]) : [];
    // A dismissal shocks those who stay, in proportion to how well they knew the leaver.
    for (const k of left) {
      for (const i of seg.members) {
        if (!prev!.plan.active[i]) continue;
        const p = pairIndex(n, Math.min(i, k), Math.max(i, k));
        const tie = together[p] ? 1 - g[p]! : 0;
        shock[i] = shock[i]! + tie;
        if (tie > 0) shockSrc[i] = k;
      }
    }
    for (const k of left) for (let j = 0; j < n; j++) if (j !== k) together[pairIndex(n, Math.min(j, k), Math.max(j, k))] = 0;
    if (!prev) {
      // Pairs already together before the window start with the familiarity of their shared days.
      for (let x = 0; x < buf.count; x++) {
        const i = buf.i[x]!;
        const j = buf.j[x]!;
        const since = Math.max(prep.spellStartAtD0[i]!, prep.spellStartAtD0[j]!);
        const days = Number.isFinite(since) ? Math.max(0, prep.d0 - since) : 0;
        g[buf.idx[x]!] = Math.pow(buf.q[x]!, days);
      }
    }
    for (let x = 0; x < seg.members.length; x++) {
      for (let y = x + 1; y < seg.members.length; y++) {
        const p = pairIndex(n, seg.members[x]!, seg.members[y]!);
        if (!together[p]) {
          together[p] = 1;
          if (prev) g[p] = 1;
        }
      }
    }
    const membershipChanged = !prev || left.length > 0 || joined.length > 0;
    const lastMerge = merges[merges.length - 1];
    const mergeValue = !prev ? 0 : membershipChanged ? (seg.members.length >= 2 && prev.members.length >= 2 ? seg.peakFormula - prev.peakFormula : 0) : lastMerge!.value;
    merges.push(membershipChanged || !lastMerge ? { value: mergeValue, joined, left } : lastMerge);
    for (const i of seg.members) {
      if (seg.rawHours[i]! > WEEKLY_HOURS_LIMIT && !warned.has(i)) warned.set(i, { value: seg.rawHours[i]!, day: plan.from });
    }
    segments.push(seg);

    const m = seg.members.length;
    const mem = Int32Array.from(seg.members);
    const teamOk = m >= 2;
    // Locals for the day loop: typed arrays only, nothing allocated per day.
    const cnt = buf.count;
    const bIdx = buf.idx;
    const bQ = buf.q;
    const bH = buf.hours;
    const bI = buf.i;
    const bJ = buf.j;
    const sig = seg.sigma;
    const sigBar = seg.sigmaBar;
    const den = seg.denom;
    const hands = seg.handsOn;
    const cStatic = new Float64Array(n);
    for (const i of seg.members) cStatic[i] = seg.condStatic[i]!.total;
    const aInteg = actor.integration;
    const aSupport = actor.support;
    const aCond = actor.condition;
    const aExp = actor.expertise;
    const aPow = actor.power;
    const aWeight = actor.weight;
    const merge = merges[s]!.value;
    // Familiarity of the segment's pairs kept in pair-list order (written back at the end).
    for (let k = 0; k < cnt; k++) gl[k] = g[bIdx[k]!]!;
    const fit = seg.manager ? seg.manager.fit.fit : seg.lead ? seg.lead.fit.fit : NaN;
    for (let t = plan.from; t < plan.to; t++) {
      segIndex[t] = s;
      for (let x = 0; x < m; x++) {
        inum[mem[x]!] = 0;
        snum[mem[x]!] = 0;
      }
      // Pairs are listed with i non-decreasing: the i side is summed in registers.
      let cur = cnt > 0 ? bI[0]! : 0;
      let accI = 0;
      let accS = 0;
      let sigCur = sig[cur]!;
      for (let k = 0; k < cnt; k++) {
        const i = bI[k]!;
        if (i !== cur) {
          inum[cur] = inum[cur]! + accI;
          snum[cur] = snum[cur]! + accS;
          accI = 0;
          accS = 0;
          cur = i;
          sigCur = sig[i]!;
        }
        const gp = gl[k]! * bQ[k]!;
        gl[k] = gp;
        const w = bH[k]! * (1 - gp);
        const j = bJ[k]!;
        accI += w;
        accS += w * sig[j]!;
        inum[j] = inum[j]! + w;
        snum[j] = snum[j]! + w * sigCur;
      }
      if (cnt > 0) {
        inum[cur] = inum[cur]! + accI;
        snum[cur] = snum[cur]! + accS;
      }
      let expSum = 0;
      let integSum = 0;
      let condSum = 0;
      let condCount = 0;
      let powSum = 0;
      const day = prep.d0 + t;
      for (let x = 0; x < m; x++) {
        const i = mem[x]!;
        const o = i * D + t;
        const dn = den[i]!;
        const integ = dn > 0 ? inum[i]! / dn : 0;
        const sh = shock[i]! * SHOCK_DECAY;
        shock[i] = sh;
        const cond = dn > 0 ? conditionScore(cStatic[i]! + conditionDynamicTotal(sigBar[i]!, integ, sh)) : NaN;
        const exp = expertiseAt(expBase[i]!, day - firstJoin[i]!);
        const pow = actorPowerValue(exp, hands[i]!, integ, dn > 0 ? cond : 0, traitC[i]!, traitN[i]!);
        aInteg[o] = 100 * integ;
        aSupport[o] = dn > 0 ? (100 * snum[i]!) / dn : 0;
        aCond[o] = cond;
        aExp[o] = exp;
        aPow[o] = pow;
        expSum += exp;
        integSum += integ;
        powSum += pow;
        if (dn > 0) {
          condSum += cond;
          condCount++;
        }
      }
      for (let x = 0; x < m; x++) {
        const o = mem[x]! * D + t;
        aWeight[o] = powSum > 0 ? (100 * aPow[o]!) / powSum : 100 / m;
      }
      team.activeCount[t] = m;
      if (teamOk) {
        const integ = integSum / m;
        const meanCond = condCount ? condSum / condCount : 0;
        const cohesion = cohesionValue(seg.asym, integ, seg.density);
        const base = seg.basePower;
        // Realised now: expertise still growing with tenure, integration, mood and leadership.
        const current = currentPowerValue(basePowerValue(expSum / m / 100, seg.perfFactor), integ, meanCond, seg.leader);
        tCohesion[t] = cohesion;
        tBase[t] = base;
        tCurrent[t] = current;
        tPeak[t] = current > seg.peakFormula ? current : seg.peakFormula;
        tStat[t] = statisticalPowerValue(current, seg.precision);
        tPrecision[t] = 100 * seg.precision;
        tAtmosphere[t] = atmosphereValue(meanCond, cohesion);
        tFit[t] = fit;
        tComp[t] = seg.competencies;
        tInteg[t] = 100 * integ;
        tMerge[t] = merge;
      }
      if (captureDays.has(t)) {
        for (let k = 0; k < cnt; k++) g[bIdx[k]!] = gl[k]!;
        captures.set(t, captureDay(prep, seg, s, t, buf, g, shock, shockSrc, actor, team));
      }
    }
    for (let k = 0; k < cnt; k++) g[bIdx[k]!] = gl[k]!;
    prev = seg;
  }
  const hoursWarnings = [...warned].map(([idx, w]) => ({ idx, value: w.value, day: w.day }));
  return { team, actor, segIndex, segments, merges, captures, hoursWarnings };
}
