import { describe, expect, it } from "vitest";
import { person } from "../testing/builders";
import { forecastPair, type PairForecast } from "./forecast-pair";

const opts = { seed: 3, today: "2025-03-14" };
const run = (input: Parameters<typeof forecastPair>[0], o = opts): PairForecast => {
  const r = forecastPair(input, o);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const office = { remote: false, hoursPerWeek: 5 };

describe("forecastPair", () => {
  it("gives 12 months from the first day of the current month, varying over time", () => {
    const f = run({ a: person("a", { agreeableness: 4 }), b: person("b", { negativeEmotionality: 4, agreeableness: 2 }), interaction: office });
    expect(f.startDay).toBe("2025-03-01");
    expect(f.months.map((m) => m.month)).toEqual(["2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(new Set(f.months.map((m) => m.compatibility)).size).toBeGreaterThan(3);
    expect(f.months[0]!.components.familiarity).toBeLessThan(f.months[11]!.components.familiarity);
    expect(f.months[0]!.components.deepAcquaintance).toBeLessThan(f.months[5]!.components.deepAcquaintance);
    for (const m of f.months) {
      expect(m.range.low).toBeLessThanOrEqual(m.compatibility);
      expect(m.range.high).toBeGreaterThanOrEqual(m.compatibility);
      expect(m.contributors.length).toBeGreaterThan(0);
      expect(m.contributors.length).toBeLessThanOrEqual(5);
    }
    expect(f.note).toBe("tendency_not_certainty");
    expect(f.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(f.seed).toBe(3);
  });

  it("names the weakest link among its contributors", () => {
    const f = run({ a: person("a", { agreeableness: 4.5 }), b: person("b", { agreeableness: 1.5 }), interaction: office });
    const last = f.months[11]!.contributors;
    expect(last).toContainEqual(expect.objectContaining({ code: "low_min_agreeableness", actor: "b", value: 1.5 }));
  });

  it("does not depend on the order of a and b, nor on hidden details, age or gender", () => {
    const a = person("a", { extraversion: 4.2, negativeEmotionality: 2 });
    const b = person("b", { conscientiousness: 1.8 }, { levels: { K: { precise: 80 }, P: { grade: "SENIOR" }, L: { grade: "JUNIOR_PLUS" } } });
    const ab = run({ a, b, interaction: office });
    expect(run({ a: b, b: a, interaction: office })).toEqual(ab);
    expect(run({ a: { ...a, hideDetails: true, gender: "F" }, b: { ...b, gender: "M", age: 40 }, interaction: office })).toEqual(ab);
  });

  it("remote work and fewer hours slow the build-up of familiarity", () => {
    const a = person("a");
    const b = person("b");
    const fo = run({ a, b, interaction: office }).months[1]!.components.familiarity;
    const fr = run({ a, b, interaction: { remote: true, hoursPerWeek: 5 } }).months[1]!.components.familiarity;
    const fl = run({ a, b, interaction: { remote: false, hoursPerWeek: 1 } }).months[1]!.components.familiarity;
    expect(fr).toBeLessThan(fo);
    expect(fl).toBeLessThan(fo);
  });

  it("uses a manager when given, with the manager's fit as a component", () => {
    const f = run({ a: person("a"), b: person("b"), manager: person("m", { extraversion: 4.5, conscientiousness: 4.5 }), interaction: office });
    expect(f.managerId).toBe("m");
    expect(f.months[0]!.components.management).toBeGreaterThan(50);
    expect(f.managerFit!.contributors[0]).toMatchObject({ code: "manager_trait", actor: "m" });
    const weak = run({ a: person("a"), b: person("b"), manager: person("m", { negativeEmotionality: 5, extraversion: 1 }), interaction: office });
    expect(weak.months[6]!.compatibility).toBeLessThan(f.months[6]!.compatibility);
  });

  it("uses age only to impute a missing personal maturity", () => {
    const b = person("b");
    const noL = (age?: number) => person("a", {}, { levels: { K: { grade: "MIDDLE" }, P: { grade: "MIDDLE" } }, ...(age !== undefined ? { age } : {}) });
    const young = run({ a: noL(20), b, interaction: office }).months[0]!.components.maturity;
    const older = run({ a: noL(50), b, interaction: office }).months[0]!.components.maturity;
    const unknown = run({ a: noL(), b, interaction: office }).months[0]!.components.maturity;
    expect(young).toBeLessThan(unknown);
    expect(older).toBeGreaterThan(unknown);
  });

  it("reports missing levels and handles them explicitly", () => {
    const f = run({ a: { id: "a", bigFive: person("a").bigFive }, b: person("b"), interaction: office });
    expect(f.missingLevels).toEqual([
      { actor: "a", level: "K" },
      { actor: "a", level: "P" },
      { actor: "a", level: "L" },
    ]);
  });

  it("returns errors as values", () => {
    const code = (r: ReturnType<typeof forecastPair>) => (r.ok ? null : r.error.code);
    expect(code(forecastPair({ a: person("a"), b: person("a"), interaction: office }, opts))).toBe("duplicate_actor");
    expect(code(forecastPair({ a: person("a"), b: person("b"), interaction: { remote: false, hoursPerWeek: 11 } }, opts))).toBe("validate.consistency");
    expect(code(forecastPair({ a: person("a"), b: person("b"), interaction: office }, { seed: 1, today: "2025-02-30" }))).toBe("invalid_date");
    expect(code(forecastPair({ a: person("a"), b: person("b"), interaction: office }, { seed: 0.5, today: "2025-02-03" }))).toBe("invalid_seed");
    expect(code(forecastPair({ a: person("a", { agreeableness: 6 }), b: person("b"), interaction: office }, opts))).toBe("invalid_person");
  });

  it("the seed moves only the uncertainty band, never the central estimate", () => {
    const input = { a: person("a", { agreeableness: 4 }), b: person("b"), interaction: office };
    const s1 = run(input, { seed: 1, today: "2025-03-14" });
    const s2 = run(input, { seed: 2, today: "2025-03-14" });
    expect(s2.months.map((m) => m.compatibility)).toEqual(s1.months.map((m) => m.compatibility));
    expect(s2.months.map((m) => m.range)).not.toEqual(s1.months.map((m) => m.range));
  });
});
