// Loads a run's and a segment's terms into the day loop's working arrays (S, day-loop.ts).
import { tenureFactor } from "../team/condition";
import { dayScratch as S, ensureCapacity } from "./day-loop";
import type { PreparedScene } from "./scene-types";
import type { SegmentState } from "./segment";

/** Tenures longer than this many days beyond the window's span are computed directly, not tabled. */
const TENURE_TABLE_SLACK = 3660;

/** Loads the run's per-actor terms (and clears the day sums and shocks). */
export function loadRun(prep: PreparedScene): void {
  const n = prep.ids.length;
  const D = prep.dayCount;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const t0 = prep.d0 - prep.firstJoin[i]!;
    if (!Number.isFinite(t0)) continue;
    if (t0 < lo) lo = t0;
    if (t0 + D - 1 > hi) hi = t0 + D - 1;
  }
  const tenureMin = Number.isFinite(lo) ? Math.max(0, lo) : 0;
  const tenureLen = Number.isFinite(hi) ? Math.max(0, Math.min(hi, tenureMin + D + TENURE_TABLE_SLACK) - tenureMin + 1) : 0;
  ensureCapacity(n, tenureLen);
  for (let i = 0; i < n; i++) {
    const d = prep.persons[i]!;
    S.exp100[i] = 100 * d.expertise;
    S.tenure0[i] = prep.d0 - prep.firstJoin[i]!;
    S.traitC[i] = d.c;
    S.traitN[i] = d.n;
    S.shock[i] = 0;
    S.inum[i] = 0;
    S.snum[i] = 0;
  }
  for (let k = 0; k < tenureLen; k++) S.tenureTab[k] = tenureFactor(tenureMin + k);
  S.tenureMin = tenureMin;
  S.tenureLen = tenureLen;
}

/** Loads a segment's per-actor terms (its pairs are written by buildSegment). */
export function loadSegment(seg: SegmentState, pairCount: number): void {
  const ms = seg.members;
  S.members = ms.length;
  S.pairs = pairCount;
  for (let x = 0; x < ms.length; x++) {
    const i = ms[x]!;
    S.mem[x] = i;
    S.sig[i] = seg.sigma[i]!;
    S.den[i] = seg.denom[i]!;
    S.cStatic[i] = seg.condStatic[i]!.total;
    S.sigBar[i] = seg.sigmaBar[i]!;
    S.hands[i] = seg.handsOn[i]!;
  }
}
