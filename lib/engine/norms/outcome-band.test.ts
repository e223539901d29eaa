import { describe, expect, it } from "vitest";
import { parseDay } from "../core/dates";
import { forecastPair } from "../pair/forecast-pair";
import { derivePerson } from "../person/derive";
import type { Person } from "../person/person";
import { checkTeam } from "../team/check-team";
import { person } from "../testing/builders";
import { BAND_Z, FULL_VALIDITY, NO_LEVELS_AGREEMENT, SHOWN_FORECAST_SD, confidenceFromInputs, inputValidity, outcomeBand, residualSd } from "./outcome-band";

const opts = { seed: 7, today: "2025-06-10" };
const today = parseDay(opts.today)!;
const office = { remote: false, hoursPerWeek: 5 };
const noGrades = (p: Person): Person => ({ ...p, levels: {} });
const pairOf = (a: Person, b: Person) => {
  const r = forecastPair({ a, b, interaction: office }, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const meanWidth = (f: ReturnType<typeof pairOf>) => f.months.reduce((s, m) => s + m.range.high - m.range.low, 0) / f.months.length;
const a = person("a", { agreeableness: 3.8, conscientiousness: 3.6 });
const b = person("b", { negativeEmotionality: 3.4, extraversion: 2.6 });

describe("the outcome band", () => {
  it("splits the outcomes' variance into what a forecast of full validity explains and the rest", () => {
    // Outcomes spread SD_forecast / r; the forecast explains r^2 of that variance, the residual the rest.
    const outcomeSd = SHOWN_FORECAST_SD / FULL_VALIDITY;
    expect(SHOWN_FORECAST_SD ** 2 + residualSd(FULL_VALIDITY) ** 2).toBeCloseTo(outcomeSd ** 2, 9);
    expect(residualSd(0)).toBeCloseTo(outcomeSd, 9);
    expect(residualSd(0.2)).toBeGreaterThan(residualSd(FULL_VALIDITY));
  });

  it("is the 10-90 % interval of the combined residual and measurement errors, clamped to the scale", () => {
    const none = outcomeBand(50, { low: 50, high: 50 }, FULL_VALIDITY);
    expect(none.high - 50).toBeCloseTo(BAND_Z * residualSd(FULL_VALIDITY), 9);
    expect(50 - none.low).toBeCloseTo(none.high - 50, 9);
    const withMeasurement = outcomeBand(50, { low: 45, high: 55 }, FULL_VALIDITY);
    expect(withMeasurement.high - withMeasurement.low).toBeGreaterThan(none.high - none.low);
    const edge = outcomeBand(95, { low: 94, high: 96 }, FULL_VALIDITY);
    expect(edge.high).toBe(100);
  });

  it("loses validity with missing levels and old answers, and only then", () => {
    const full = [derivePerson(a), derivePerson(b)];
    expect(inputValidity("pair", full, today)).toBe(FULL_VALIDITY);
    expect(inputValidity("pair", full.map((d) => derivePerson(noGrades({ ...a, id: d.id }))), today)).toBeCloseTo(FULL_VALIDITY * NO_LEVELS_AGREEMENT.pair, 9);
    const old = [derivePerson({ ...a, assessedOn: "2020-06-10" }), derivePerson({ ...b, assessedOn: "2020-06-10" })];
    expect(inputValidity("pair", old, today)).toBeLessThan(FULL_VALIDITY);
    const fresh = [derivePerson({ ...a, assessedOn: "2025-01-10" }), derivePerson(b)];
    expect(inputValidity("pair", fresh, today)).toBe(FULL_VALIDITY);
  });

  it("confidence follows the inputs: moderate with complete estimator levels and recent answers, else low", () => {
    expect(pairOf(a, b).confidence).toBe("moderate");
    expect(pairOf(a, { ...b, levels: { K: { precise: 71 }, P: { grade: "SENIOR" }, L: { precise: 40 } } }).confidence).toBe("moderate");
    expect(pairOf(noGrades(a), noGrades(b)).confidence).toBe("low");
    expect(pairOf(a, noGrades(b)).confidence).toBe("low");
    expect(pairOf({ ...a, assessedOn: "2022-01-01" }, b).confidence).toBe("low");
    expect(pairOf({ ...a, assessedOn: "2024-09-01" }, b).confidence).toBe("moderate");
    expect(confidenceFromInputs([], today)).toBe("moderate");
    const check = (slots: Person[]) => {
      const r = checkTeam({ slots }, opts);
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    };
    const crew = [a, b, person("c"), person("d")];
    expect(check(crew).confidence).toBe("moderate");
    expect(check(crew.map(noGrades)).confidence).toBe("low");
  });

  it("is wide (outcomes vary far more than measurement error) and wider with weaker inputs, around the same central values", () => {
    const complete = pairOf(a, b);
    const none = pairOf(noGrades(a), noGrades(b));
    const old = pairOf({ ...a, assessedOn: "2017-06-10" }, { ...b, assessedOn: "2017-06-10" });
    // At least the residual alone: personality leaves most of the outcome unexplained.
    expect(meanWidth(complete)).toBeGreaterThan(2 * BAND_Z * residualSd(FULL_VALIDITY) - 1);
    expect(meanWidth(none)).toBeGreaterThan(meanWidth(complete));
    expect(meanWidth(old)).toBeGreaterThan(meanWidth(complete));
    expect(old.months.map((m) => m.compatibility)).toEqual(complete.months.map((m) => m.compatibility));
    for (const m of [...complete.months, ...none.months]) {
      expect(m.range.low).toBeLessThanOrEqual(m.compatibility);
      expect(m.range.high).toBeGreaterThanOrEqual(m.compatibility);
    }
  });

  it("rejects an answer date that is not a day", () => {
    const r = forecastPair({ a: { ...a, assessedOn: "2025-13-40" }, b, interaction: office }, opts);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "invalid_person", field: "a.assessedOn" });
  });
});
