import { describe, expect, it } from "vitest";
import { quantileSorted } from "../core/math";
import { mulberry32 } from "../core/prng";
import { TRAITS } from "../person/person";
import { forecastPair } from "../pair/forecast-pair";
import { checkTeam } from "../team/check-team";
import { simulateScene } from "../scene/simulate-scene";
import { BFI2_CORRELATIONS, BFI2_NORMS } from "./big-five-norms";
import { COMPANY_SCORES, companyScoreAtPercentile, normOf, percentileOf } from "./company-norms";
import { COMPANY_NORMS_TABLE } from "./company-norms-table";
import { REFERENCE_OPTIONS, buildCompanyReference } from "./company-reference";
import { NORMS_KNOTS, bandOf } from "./percentile-table";
import { REFERENCE_TEAM_SIZE, drawReferencePair, drawReferenceTeam, drawSpecialist } from "./reference-population";

const SCALE: Record<(typeof COMPANY_SCORES)[number], [number, number]> = {
  pair: [0, 100],
  cohesion: [0, 100],
  power: [0, 100],
  atmosphere: [0, 100],
  managerFit: [0, 100],
  condition: [-100, 100],
};

describe("company norms table", () => {
  // A small fresh sample of the same population (the first draws of the same seed streams).
  const sample = buildCompanyReference(600, 200);

  it("agrees with the generator: a fresh sample's quantiles sit at their percentiles (sampling tolerance)", () => {
    for (const k of COMPANY_SCORES) {
      const s = sample.scores[k];
      expect(s.length).toBeGreaterThan(80);
      for (const q of [0.1, 0.25, 0.5, 0.75, 0.9]) {
        // 3.5 standard errors of a sample proportion, plus a point for rounding and ties.
        const tolerance = 350 * Math.sqrt((q * (1 - q)) / s.length) + 1;
        expect(Math.abs(percentileOf(k, quantileSorted(s, q)) - 100 * q), `${k} at ${q}`).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it("has one sorted row of 201 knots per score, inside the score's scale", () => {
    for (const k of COMPANY_SCORES) {
      const t = COMPANY_NORMS_TABLE[k];
      expect(t.length).toBe(NORMS_KNOTS);
      for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThanOrEqual(t[i - 1]!);
      expect(t[0]!).toBeGreaterThanOrEqual(SCALE[k][0]);
      expect(t[t.length - 1]!).toBeLessThanOrEqual(SCALE[k][1]);
      expect(t[t.length - 1]!).toBeGreaterThan(t[0]!);
    }
  });
});

describe("percentileOf and bandOf", () => {
  it("percentile is monotonic over the whole scale, 0 at its bottom and 100 at its top", () => {
    for (const k of COMPANY_SCORES) {
      const [lo, hi] = SCALE[k];
      let prev = -1;
      for (let x = lo; x <= hi; x += 0.1) {
        const p = percentileOf(k, x);
        expect(p).toBeGreaterThanOrEqual(prev);
        expect(p).toBeLessThanOrEqual(100);
        prev = p;
      }
      expect(percentileOf(k, lo)).toBe(0);
      expect(percentileOf(k, hi)).toBe(100);
      // Team scores come rounded to 0.1, so the table has short plateaus (ties): a score at a tie
      // reads the top of its plateau, about a point above the requested percentile at most.
      expect(Math.abs(percentileOf(k, companyScoreAtPercentile(k, 40)) - 40)).toBeLessThanOrEqual(1.5);
    }
  });

  it("bands: low below the 25th percentile, high from the 75th, typical between", () => {
    expect(bandOf(0)).toBe("low");
    expect(bandOf(24.9)).toBe("low");
    expect(bandOf(25)).toBe("typical");
    expect(bandOf(74.9)).toBe("typical");
    expect(bandOf(75)).toBe("high");
    expect(bandOf(100)).toBe("high");
  });

  it("normOf shows a whole percentile at most 99 whose band agrees with it", () => {
    for (const k of COMPANY_SCORES) {
      const [lo, hi] = SCALE[k];
      for (let x = lo; x <= hi; x += 0.7) {
        const n = normOf(k, x);
        expect(Number.isInteger(n.percentile)).toBe(true);
        expect(n.percentile).toBeLessThanOrEqual(99);
        expect(n.band).toBe(bandOf(n.percentile));
        expect(n.band).toBe(bandOf(percentileOf(k, x)));
      }
    }
  });
});

describe("reference population", () => {
  it("draws specialists with the norms' means, SDs and between-domain correlations", () => {
    const rng = mulberry32(7);
    const people = Array.from({ length: 4000 }, (_, i) => drawSpecialist(rng, `s${i}`));
    const cols = TRAITS.map((t) => people.map((p) => p.bigFive[t]));
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
    TRAITS.forEach((t, i) => {
      // Clamping to 1..5 pulls the SD in a little (a few percent of people sit at 5 on openness).
      expect(Math.abs(mean(cols[i]!) - BFI2_NORMS[t].mean)).toBeLessThan(0.05);
      expect(Math.abs(sd(cols[i]!) - BFI2_NORMS[t].sd)).toBeLessThan(0.05);
    });
    for (let i = 0; i < 5; i++) {
      for (let j = i + 1; j < 5; j++) {
        const a = cols[i]!;
        const b = cols[j]!;
        const r = mean(a.map((x, k) => (x - mean(a)) * (b[k]! - mean(b)))) / (sd(a) * sd(b));
        expect(Math.abs(r - BFI2_CORRELATIONS[i]![j]!)).toBeLessThan(0.06);
      }
    }
    for (const p of people) for (const k of ["K", "P", "L"] as const) expect((p.levels![k] as { precise: number }).precise).toBeGreaterThanOrEqual(0);
  });

  it("draws valid pairs and teams of 3..12 that the engine accepts, deterministically", () => {
    const rng = mulberry32(11);
    const again = mulberry32(11);
    for (let i = 0; i < 30; i++) {
      const team = drawReferenceTeam(rng, i, REFERENCE_OPTIONS.today);
      expect(drawReferenceTeam(again, i, REFERENCE_OPTIONS.today)).toEqual(team);
      expect(team.actors.length).toBeGreaterThanOrEqual(REFERENCE_TEAM_SIZE.min);
      expect(team.actors.length).toBeLessThanOrEqual(REFERENCE_TEAM_SIZE.max);
      expect(simulateScene(team, REFERENCE_OPTIONS).ok).toBe(true);
      expect(forecastPair(drawReferencePair(rng, i), REFERENCE_OPTIONS).ok).toBe(true);
      drawReferencePair(again, i);
    }
  });
});

describe("engine outputs carry the norms", () => {
  const person = (id: string, a: number, n: number) => ({
    id,
    bigFive: { extraversion: 3.3, agreeableness: a, conscientiousness: 3.5, negativeEmotionality: n, openMindedness: 3.9 },
    levels: { K: { grade: "MIDDLE" as const }, P: { grade: "MIDDLE_PLUS" as const }, L: { grade: "MIDDLE" as const } },
  });

  it("pair forecast: the average, every month and the manager fit", () => {
    const r = forecastPair({ a: person("a", 4.2, 2.1), b: person("b", 3.9, 2.5), manager: person("m", 3.5, 2.4), interaction: { remote: false, hoursPerWeek: 5 } }, REFERENCE_OPTIONS);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.summary.norm).toEqual(normOf("pair", r.value.summary.average));
    for (const m of r.value.months) expect(m.norm).toEqual(normOf("pair", m.compatibility));
    expect(r.value.managerFit!.norm).toEqual(normOf("managerFit", r.value.managerFit!.value));
  });

  it("a calm, agreeable pair ranks above a tense, disagreeable one", () => {
    const at = (a: number, n: number) => forecastPair({ a: person("a", a, n), b: person("b", a, n), interaction: { remote: false, hoursPerWeek: 5 } }, REFERENCE_OPTIONS);
    const good = at(4.5, 1.8);
    const poor = at(2.2, 4.3);
    if (!good.ok || !poor.ok) throw new Error("forecast failed");
    expect(good.value.summary.norm!.percentile).toBeGreaterThan(poor.value.summary.norm!.percentile);
    expect(good.value.summary.norm!.band).toBe("high");
    expect(poor.value.summary.norm!.band).toBe("low");
  });

  it("team check snapshots, members' conditions and scene statistics", () => {
    const r = checkTeam({ slots: [person("a", 4, 2.4), person("b", 3.4, 3.2), person("c", 3.8, 2.8)], manager: person("m", 3.5, 2.2) }, REFERENCE_OPTIONS);
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value.settled;
    expect(s.norms).toEqual({
      cohesion: normOf("cohesion", s.cohesion),
      power: normOf("power", s.currentPower),
      atmosphere: normOf("atmosphere", s.atmosphere),
      managerFit: normOf("managerFit", s.managerFit!),
    });
    expect(r.value.stats.norms!.cohesion).toEqual(normOf("cohesion", r.value.stats.cohesion));
    for (const a of Object.values(r.value.actors)) expect(a.conditionNorm).toEqual(normOf("condition", a.condition!));
    const scene = simulateScene(drawReferenceTeam(mulberry32(3), 0, REFERENCE_OPTIONS.today), REFERENCE_OPTIONS);
    if (!scene.ok) throw new Error(scene.error.code);
    const f = scene.value.finalStats!;
    expect(f.norms).toEqual({ cohesion: normOf("cohesion", f.cohesion), power: normOf("power", f.currentPower), atmosphere: normOf("atmosphere", f.microclimate) });
  });
});
