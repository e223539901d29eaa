import { describe, expect, it } from "vitest";
import { addMonths, civilFromDays, daysFromCivil, firstOfMonth, formatDay, monthKey, parseDay } from "./dates";
import { clamp, quantile, round1, roundHalfUp, softmax, softmin } from "./math";
import { deriveSeed, mulberry32, normalizeSeed } from "./prng";

describe("dates", () => {
  it("round-trips days and rejects impossible dates", () => {
    expect(parseDay("1970-01-01")).toBe(0);
    expect(formatDay(parseDay("2024-02-29")!)).toBe("2024-02-29");
    expect(parseDay("2023-02-29")).toBeNull();
    expect(parseDay("2024-13-01")).toBeNull();
    expect(parseDay("2024-1-01")).toBeNull();
    expect(parseDay(20240101)).toBeNull();
    for (let z = -1000; z < 100000; z += 97) expect(daysFromCivil(...(Object.values(civilFromDays(z)) as [number, number, number]))).toBe(z);
  });
  it("computes months", () => {
    const d = parseDay("2025-03-14")!;
    expect(formatDay(firstOfMonth(d))).toBe("2025-03-01");
    expect(formatDay(addMonths(d, 10))).toBe("2026-01-01");
    expect(monthKey(addMonths(d, -3))).toBe("2024-12");
  });
});

describe("math", () => {
  it("keeps soft extremes between the extreme and the mean, shifting with the data", () => {
    const xs = [-0.5, 0.2, 0.9];
    expect(softmin(xs)).toBeGreaterThan(-0.5);
    expect(softmin(xs)).toBeLessThan(0.2);
    expect(softmax(xs)).toBeLessThan(0.9);
    expect(softmin(xs.map((x) => x + 0.1))).toBeCloseTo(softmin(xs) + 0.1, 12);
    expect(round1(-0.04)).toBe(0);
    expect(Object.is(round1(-0.04), -0)).toBe(false);
    expect(clamp(5, 0, 1)).toBe(1);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
  });
});

describe("roundHalfUp", () => {
  it("rounds every number as Math.round does (halves upwards), with 0 for -0", () => {
    const same = (x: number) => expect([x, roundHalfUp(x)]).toEqual([x, Math.round(x) + 0]);
    for (const x of [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.5000000000000001, -0.5000000000000001, 4503599627370495.5, -4503599627370495.5, 2 ** 52 + 1, -(2 ** 52 + 1), 2 ** 53, -(2 ** 53), 32767.45, -32767.55, 1e300, -1e300])
      same(x);
    const rng = mulberry32(11);
    let mismatches = 0;
    for (let k = 0; k < 200_000; k++) {
      const x = (rng() - 0.5) * 10 ** (rng() * 24 - 8);
      if (roundHalfUp(x) !== Math.round(x) + 0) mismatches++;
      const half = Math.floor(x) + 0.5; // exact halves and their neighbours
      for (const y of [half, half - Number.EPSILON * Math.abs(half), half + Number.EPSILON * Math.abs(half)]) if (roundHalfUp(y) !== Math.round(y) + 0) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(Number.isNaN(roundHalfUp(NaN))).toBe(true);
    expect(roundHalfUp(Infinity)).toBe(Infinity);
    expect(roundHalfUp(-Infinity)).toBe(-Infinity);
  });
});

describe("prng", () => {
  it("is deterministic per seed and uniform on [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5)).toBeLessThan(0.05);
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
    expect(deriveSeed(1, 1)).not.toBe(deriveSeed(1, 2));
  });
  it("accepts integer seeds only", () => {
    expect(normalizeSeed(-1)).toBe(4294967295);
    expect(normalizeSeed(1.5)).toBeNull();
    expect(normalizeSeed(Number.NaN)).toBeNull();
  });
});
