import { SOFT_KAPPA } from "../core/math";
import type { DerivedPerson } from "../person/derive";

/** Summary statistics of a set of members (traits centred on -1..1, levels 0..1). */
export interface Composition {
  size: number;
  aMean: number;
  aSoftmin: number;
  aSd: number;
  aMinIdx: number;
  nMean: number;
  nSoftmax: number;
  nMaxIdx: number;
  cMean: number;
  cSd: number;
  oMean: number;
  eMean: number;
  eSd: number;
  expMean: number;
  expMinIdx: number;
  expMaxIdx: number;
  expMax: number;
  kMean: number;
  kMinIdx: number;
  pMean: number;
  lMean: number;
  precisionMean: number;
}

/** Population SD from a count, a sum and a sum of squares. */
const spread = (size: number, s: number, s2: number) => (size < 2 ? 0 : Math.sqrt(Math.max(0, s2 / size - (s / size) ** 2)));

/** One pass over the members, no intermediate arrays (it also runs inside the band sampling). */
export function composition(ms: readonly DerivedPerson[]): Composition {
  const size = ms.length;
  let sa = 0, sa2 = 0, sea = 0, sn = 0, sen = 0, sc = 0, sc2 = 0, so = 0, se = 0, se2 = 0;
  let sx = 0, sk = 0, sp = 0, sl = 0, sprec = 0;
  let aMinIdx = -1, nMaxIdx = -1, expMinIdx = -1, expMaxIdx = -1, kMinIdx = -1;
  for (let i = 0; i < size; i++) {
    const d = ms[i]!;
    sa += d.a;
    sa2 += d.a * d.a;
    sea += Math.exp(-SOFT_KAPPA * d.a);
    sn += d.n;
    sen += Math.exp(SOFT_KAPPA * d.n);
    sc += d.c;
    sc2 += d.c * d.c;
    so += d.o;
    se += d.e;
    se2 += d.e * d.e;
    sx += d.expertise;
    sk += d.k;
    sp += d.p;
    sl += d.l;
    sprec += d.precision;
    if (aMinIdx < 0 || d.a < ms[aMinIdx]!.a) aMinIdx = i;
    if (nMaxIdx < 0 || d.n > ms[nMaxIdx]!.n) nMaxIdx = i;
    if (expMinIdx < 0 || d.expertise < ms[expMinIdx]!.expertise) expMinIdx = i;
    if (expMaxIdx < 0 || d.expertise > ms[expMaxIdx]!.expertise) expMaxIdx = i;
    if (kMinIdx < 0 || d.k < ms[kMinIdx]!.k) kMinIdx = i;
  }
  const k = size > 0 ? 1 / size : 0;
  return {
    size,
    aMean: sa * k,
    aSoftmin: size ? -Math.log(sea * k) / SOFT_KAPPA : 0,
    aSd: spread(size, sa, sa2),
    aMinIdx,
    nMean: sn * k,
    nSoftmax: size ? Math.log(sen * k) / SOFT_KAPPA : 0,
    nMaxIdx,
    cMean: sc * k,
    cSd: spread(size, sc, sc2),
    oMean: so * k,
    eMean: se * k,
    eSd: spread(size, se, se2),
    expMean: sx * k,
    expMinIdx,
    expMaxIdx,
    expMax: expMaxIdx >= 0 ? ms[expMaxIdx]!.expertise : 0,
    kMean: sk * k,
    kMinIdx,
    pMean: sp * k,
    lMean: sl * k,
    precisionMean: sprec * k,
  };
}

/** Weakest-link agreeableness: half the mean, half the soft minimum (Bell 2007; Prewett 2009). */
export const agreeablenessEffect = (c: Composition) => 0.5 * c.aMean + 0.5 * c.aSoftmin;

/** Weakest-link negative emotionality: half the mean, half the soft maximum (Kramer 2014). */
export const negativityEffect = (c: Composition) => 0.5 * c.nMean + 0.5 * c.nSoftmax;

export type TeamProfile = "launch" | "growth" | "support";

/**
 * Orientation of the team: the level with the highest mean leads. Competence (K) ->
 * support, professionalism (P) -> growth, personal maturity (L) -> launch. The order code
 * lists C, P, M by descending mean (ties keep the order C, P, M).
 */
export function teamProfile(c: Composition): { profile: TeamProfile; orderCode: string } {
  const items = [
    { letter: "C", v: c.kMean, profile: "support" as const },
    { letter: "P", v: c.pMean, profile: "growth" as const },
    { letter: "M", v: c.lMean, profile: "launch" as const },
  ];
  const sorted = [...items].sort((x, y) => y.v - x.v);
  return { profile: sorted[0]!.profile, orderCode: sorted.map((s) => s.letter).join("") };
}
