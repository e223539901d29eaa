// The per-day arithmetic of the scene simulation (run-scene.ts), kept in small functions
// over typed arrays: V8 optimises each one whole and inlines the formula helpers, which it
// does not do inside one large function entered through on-stack replacement. Every
// expression is evaluated in the same order as the formulas in team/condition.ts, so the
// results are the same to the last bit.
import { actorPowerValue, conditionDynamicTotal, conditionScore, tenureFactor } from "../team/condition";
import type { SegmentState } from "./segment";
import { atmosphereValue, basePowerValue, cohesionValue, currentPowerValue, statisticalPowerValue } from "../team/team-formulas";

// Working arrays of the day loop: one object per thread, reused by every run. V8 compiles a
// loop over typed arrays it can see as constants (fields of a `const` object in the closure
// of the loop's functions, never reassigned) several times faster than the same loop over
// arrays passed in, imported, or read from a mutable binding (measured 2.0 ms against 9-20 ms
// for 1,225 pairs x 1,095 days). The object is a `const` of createDayLoop, not of the module:
// bundling the production worker (esbuild) turns every top-level `const` into a `var`, which
// V8 cannot treat as constant, and made the compiled worker's 50-actor simulation about 40 %
// slower than the same code run from source. A run is synchronous and never re-entered, so one
// set per thread is safe. A scene larger than the initial capacity replaces the arrays
// (correct, only slower from then on).
/** Initial capacity: 200 actors (19,900 pairs) and tenures up to 4,000 days; about 0.8 MB. */
const ACTORS = 200;
const TENURES = 4000;

/** Half-life-like time constant (days) of a dismissal's shock on the remaining actors. */
export const SHOCK_DAYS = 30;

/** The day loop's working arrays and the functions that use them, closed over one `const`. */
function createDayLoop() {
  const SHOCK_DECAY = Math.exp(-1 / SHOCK_DAYS);
  const S = {
    // The interacting pairs of the current segment, in pair-list order (i non-decreasing).
    pairIdx: new Int32Array((ACTORS * (ACTORS - 1)) / 2),
    pairI: new Int32Array((ACTORS * (ACTORS - 1)) / 2),
    pairJ: new Int32Array((ACTORS * (ACTORS - 1)) / 2),
    pairHours: new Float64Array((ACTORS * (ACTORS - 1)) / 2), // effective hours (after the 50-hour cap)
    pairQ: new Float64Array((ACTORS * (ACTORS - 1)) / 2), // daily decay of (1 - familiarity)
    pairG: new Float64Array((ACTORS * (ACTORS - 1)) / 2), // 1 - familiarity, advanced one day per pairDay
    // Per actor, fixed for the run.
    exp100: new Float64Array(ACTORS), // 100 x static expertise
    tenure0: new Float64Array(ACTORS), // tenure (days) on the window's day 0
    traitC: new Float64Array(ACTORS),
    traitN: new Float64Array(ACTORS),
    shock: new Float64Array(ACTORS),
    // Per actor, fixed for a segment.
    mem: new Int32Array(ACTORS), // members (actor indices, ascending)
    sig: new Float64Array(ACTORS), // support each actor gives
    den: new Float64Array(ACTORS), // effective weekly hours
    cStatic: new Float64Array(ACTORS), // static part of the condition (raw units)
    sigBar: new Float64Array(ACTORS), // support quality received
    hands: new Float64Array(ACTORS), // hands-on share
    // Per day.
    inum: new Float64Array(ACTORS), // partner hours weighted by novelty
    snum: new Float64Array(ACTORS), // the same weighted by the partner's support
    pow: new Float64Array(ACTORS), // the day's power of each member, in member order
    // tenureFactor(tenureMin + k); tenures outside the table are computed directly.
    tenureTab: new Float64Array(TENURES),
    tenureMin: 0,
    tenureLen: 0,
    members: 0,
    pairs: 0,
  };

  /** Makes room for n actors (all pairs) and `tenures` table entries. */
  function ensureCapacity(n: number, tenures: number): void {
    const P = (n * (n - 1)) / 2;
    if (P > S.pairI.length) {
      S.pairIdx = new Int32Array(P);
      S.pairI = new Int32Array(P);
      S.pairJ = new Int32Array(P);
      S.pairHours = new Float64Array(P);
      S.pairQ = new Float64Array(P);
      S.pairG = new Float64Array(P);
    }
    if (n > S.exp100.length) {
      for (const k of ["exp100", "tenure0", "traitC", "traitN", "shock", "sig", "den", "cStatic", "sigBar", "hands", "inum", "snum", "pow"] as const) S[k] = new Float64Array(n);
      S.mem = new Int32Array(n);
    }
    if (tenures > S.tenureTab.length) S.tenureTab = new Float64Array(tenures);
  }

  /**
   * One day of every interacting pair: familiarity grows, and each actor's partner hours
   * weighted by novelty (inum) and by the support they bring (snum) are summed.
   */
  function pairDay(): void {
    const cnt = S.pairs;
    if (cnt === 0) return;
    const bI = S.pairI;
    const bJ = S.pairJ;
    const bQ = S.pairQ;
    const bH = S.pairHours;
    const gl = S.pairG;
    const sig = S.sig;
    const inum = S.inum;
    const snum = S.snum;
    // Pairs are listed with i non-decreasing: the i side is summed in registers.
    let cur = bI[0]!;
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
    inum[cur] = inum[cur]! + accI;
    snum[cur] = snum[cur]! + accS;
  }

  /**
   * Every member's integration, support, condition, expertise, power and weight on day t
   * (written at t * n + i: one day's values are adjacent), and the members' sums for the team.
   */
  function actorsDay(out: ActorArrays, t: number, n: number, sums: DaySums): void {
    const { mem, exp100, tenure0, tenureTab, traitC, traitN, den, cStatic, sigBar, hands, inum, snum, pow, shock } = S;
    const m = S.members;
    const tenureMin = S.tenureMin;
    const tabLen = S.tenureLen;
    const { integration: aInteg, support: aSupport, condition: aCond, expertise: aExp, power: aPow, weight: aWeight } = out;
    let expSum = 0;
    let integSum = 0;
    let condSum = 0;
    let condCount = 0;
    let powSum = 0;
    for (let x = 0; x < m; x++) {
      const i = mem[x]!;
      const o = t * n + i;
      const dn = den[i]!;
      const integ = dn > 0 ? inum[i]! / dn : 0;
      const sup = dn > 0 ? (100 * snum[i]!) / dn : 0;
      inum[i] = 0; // ready for the next day's pairDay
      snum[i] = 0;
      const sh = shock[i]! * SHOCK_DECAY;
      shock[i] = sh;
      const cond = dn > 0 ? conditionScore(cStatic[i]! + conditionDynamicTotal(sigBar[i]!, integ, sh)) : NaN;
      const tenure = tenure0[i]! + t;
      const k = tenure - tenureMin;
      const exp = exp100[i]! * (k >= 0 && k < tabLen ? tenureTab[k]! : tenureFactor(tenure));
      const pw = actorPowerValue(exp, hands[i]!, integ, dn > 0 ? cond : 0, traitC[i]!, traitN[i]!);
      aInteg[o] = 100 * integ;
      aSupport[o] = sup;
      aCond[o] = cond;
      aExp[o] = exp;
      aPow[o] = pw;
      pow[x] = pw;
      expSum += exp;
      integSum += integ;
      powSum += pw;
      if (dn > 0) {
        condSum += cond;
        condCount++;
      }
    }
    const base = t * n;
    for (let x = 0; x < m; x++) aWeight[base + mem[x]!] = powSum > 0 ? (100 * pow[x]!) / powSum : 100 / m;
    sums.exp = expSum;
    sums.integ = integSum;
    sums.cond = condSum;
    sums.condCount = condCount;
  }

  return { scratch: S, ensureCapacity, pairDay, actorsDay };
}

const dayLoop = createDayLoop();

/** The working arrays, for loading (day-scratch.ts) and for captures; the hot loops use the closure's `S`. */
export const dayScratch = dayLoop.scratch;
/** Makes room for n actors (all pairs) and `tenures` table entries. */
export const ensureCapacity = dayLoop.ensureCapacity;
/** One day of every interacting pair (see createDayLoop). */
export const pairDay = dayLoop.pairDay;
/** Every member's values on day t and the members' sums (see createDayLoop). */
export const actorsDay = dayLoop.actorsDay;

/** The actor series of a run, day-major: actor i on day t at t * actorCount + i. */
export interface ActorArrays {
  integration: Float64Array;
  support: Float64Array;
  condition: Float64Array;
  expertise: Float64Array;
  power: Float64Array;
  weight: Float64Array;
}

/** Sums over the members on one day, for the team indicators. */
export interface DaySums {
  exp: number;
  integ: number;
  cond: number;
  condCount: number;
}

/** The team series the day loop writes. */
export interface DayTeam {
  cohesion: Float64Array;
  basePower: Float64Array;
  peakPower: Float64Array;
  currentPower: Float64Array;
  statisticalPower: Float64Array;
  precision: Float64Array;
  atmosphere: Float64Array;
  managerFit: Float64Array;
  competencies: Float64Array;
  integration: Float64Array;
  mergeEffect: Float64Array;
  activeCount: Float64Array;
}

/** The team indicators of day t from the members' sums (teams of fewer than 2 keep NaN). */
export function teamDay(seg: SegmentState, merge: number, team: DayTeam, t: number, sums: DaySums): void {
  const m = seg.members.length;
  team.activeCount[t] = m;
  if (m < 2) return;
  const integ = sums.integ / m;
  const meanCond = sums.condCount ? sums.cond / sums.condCount : 0;
  const cohesion = cohesionValue(seg.asym, integ, seg.density);
  // Realised now: expertise still growing with tenure, integration, mood and leadership.
  const current = currentPowerValue(basePowerValue(sums.exp / m / 100, seg.perfFactor), integ, meanCond, seg.leader);
  team.cohesion[t] = cohesion;
  team.basePower[t] = seg.basePower;
  team.currentPower[t] = current;
  team.peakPower[t] = current > seg.peakFormula ? current : seg.peakFormula;
  team.statisticalPower[t] = statisticalPowerValue(current, seg.precision);
  team.precision[t] = 100 * seg.precision;
  team.atmosphere[t] = atmosphereValue(meanCond, cohesion);
  team.managerFit[t] = seg.manager ? seg.manager.fit.fit : seg.lead ? seg.lead.fit.fit : NaN;
  team.competencies[t] = seg.competencies;
  team.integration[t] = 100 * integ;
  team.mergeEffect[t] = merge;
}
