// The day-by-day simulation. Cost: O(interacting pairs + members) per day, typed arrays
// only, no allocation inside the day loop except on the few captured days; the day's
// arithmetic is in day-loop.ts.
import { toShown } from "../norms/shown-scale";
import { captureDay, type DayCapture } from "./capture";
import { actorsDay, dayScratch as S, pairDay, teamDay, type DaySums } from "./day-loop";
import { loadRun, loadSegment } from "./day-scratch";
import { buildSegment, type PairBuffers, type SegmentState } from "./segment";
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

export { SHOCK_DAYS } from "./day-loop";

export interface MergeInfo {
  value: number;
  joined: number[];
  left: number[];
}

export interface RunOutput {
  team: Record<TeamSeriesKey, Float64Array>;
  /**
   * Day-major: value of actor i on day t at t * actorCount + i (a day's writes are adjacent); NaN = not applicable.
   * Views of this thread's working arrays (actorArrays): valid until the next runScene, so a run's output is read
   * before another run starts (every caller reads it synchronously).
   */
  actor: Record<ActorSeriesKey, Float64Array>;
  segIndex: Int32Array;
  segments: SegmentState[];
  merges: MergeInfo[];
  captures: Map<number, DayCapture>;
  hoursWarnings: Array<{ idx: number; value: number; day: number }>;
}

/**
 * The actor series' arrays of a run of `size` values, reused by every run of this thread: a
 * 200-actor scene's six series are 10.5 MB, which allocating (and zeroing) anew for each run made
 * a sixth of its time garbage collection. Every value is written by the run (NaN outside the
 * team per segment, the members' values per day), so nothing of the last run shows through.
 */
const actorArrays = (() => {
  let capacity = 0;
  let arrays: Float64Array[] = [];
  return (size: number): Record<ActorSeriesKey, Float64Array> => {
    if (size > capacity) {
      capacity = size;
      arrays = ACTOR_SERIES.map(() => new Float64Array(size));
    }
    return Object.fromEntries(ACTOR_SERIES.map((k, x) => [k, arrays[x]!.subarray(0, size)])) as Record<ActorSeriesKey, Float64Array>;
  };
})();

export function runScene(prep: PreparedScene, captureDays: ReadonlySet<number>): RunOutput {
  const n = prep.ids.length;
  const D = prep.dayCount;
  const P = (n * (n - 1)) / 2;
  const team = Object.fromEntries(TEAM_SERIES.map((k) => [k, new Float64Array(D).fill(NaN)])) as Record<TeamSeriesKey, Float64Array>;
  // NaN (not in the team) is written per segment for the actors outside it only.
  const actor = actorArrays(n * D);
  const segIndex = new Int32Array(D);
  const hours = Float64Array.from(prep.initialHours);
  const remote = Uint8Array.from(prep.initialRemote);
  const g = new Float64Array(P).fill(1); // 1 - familiarity of each pair
  const together = new Uint8Array(P);
  loadRun(prep);
  const shock = S.shock;
  const shockSrc = new Int32Array(n).fill(-1);
  const buf: PairBuffers = { count: 0, idx: S.pairIdx, i: S.pairI, j: S.pairJ, hours: S.pairHours, q: S.pairQ };
  const segments: SegmentState[] = [];
  const merges: MergeInfo[] = [];
  const captures = new Map<number, DayCapture>();
  const warned = new Map<number, { value: number; day: number }>();
  let changeAt = 0;
  const gl = S.pairG; // familiarity of the segment's pairs in pair-list order (written back at the end)
  const sums: DaySums = { exp: 0, integ: 0, cond: 0, condCount: 0 };
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
    const mergeValue = !prev ? 0 : membershipChanged ? (seg.members.length >= 2 && prev.members.length >= 2 ? toShown("power", seg.peakFormula) - toShown("power", prev.peakFormula) : 0) : lastMerge!.value;
    merges.push(membershipChanged || !lastMerge ? { value: mergeValue, joined, left } : lastMerge);
    for (const i of seg.members) {
      if (seg.rawHours[i]! > WEEKLY_HOURS_LIMIT && !warned.has(i)) warned.set(i, { value: seg.rawHours[i]!, day: plan.from });
    }
    segments.push(seg);
    segIndex.fill(s, plan.from, plan.to);
    for (let i = 0; i < n; i++) {
      if (plan.active[i]) continue;
      for (const k of ACTOR_SERIES) {
        const a = actor[k];
        for (let t = plan.from; t < plan.to; t++) a[t * n + i] = NaN;
      }
    }

    const merge = merges[s]!.value;
    const cnt = buf.count;
    const bIdx = buf.idx;
    loadSegment(seg, cnt);
    for (let k = 0; k < cnt; k++) gl[k] = g[bIdx[k]!]!;
    for (let t = plan.from; t < plan.to; t++) {
      pairDay();
      actorsDay(actor, t, n, sums);
      teamDay(seg, merge, team, t, sums);
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
