import { describe, expect, it } from "vitest";
import { checkTeam, forecastPair } from "@/lib/engine/index";
import { PairForecast, PowerStats, TeamSnapshot } from "./engine-results";

const opts = { seed: 5, today: "2025-06-01" };
const person = (id: string, a: number) => ({
  id,
  bigFive: { extraversion: 3.2, agreeableness: a, conscientiousness: 3.6, negativeEmotionality: 2.8, openMindedness: 3.9 },
  levels: { K: { grade: "MIDDLE" as const } },
});

/** A result as engine 1.0.0 stored it: the same shape without any norm field. */
function withoutNorms(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutNorms);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).filter(([k]) => k !== "norm" && k !== "norms").map(([k, x]) => [k, withoutNorms(x)]));
  return v;
}

describe("engine result contracts and norms", () => {
  const pair = forecastPair({ a: person("a", 4), b: person("b", 3.2), manager: person("m", 3.5), interaction: { remote: false, hoursPerWeek: 5 } }, opts);
  const check = checkTeam({ slots: [person("a", 4), person("b", 3.2), person("c", 3.7)] }, opts);
  if (!pair.ok || !check.ok) throw new Error("engine failed");

  it("keeps the percentile and band of a current result", () => {
    const p = PairForecast.parse(JSON.parse(JSON.stringify(pair.value)));
    expect(p.summary.norm).toEqual(pair.value.summary.norm);
    expect(p.months[3]!.norm).toEqual(pair.value.months[3]!.norm);
    expect(p.managerFit!.norm).toEqual(pair.value.managerFit!.norm);
    expect(TeamSnapshot.parse(check.value.settled).norms).toEqual(check.value.settled.norms);
    expect(PowerStats.parse(check.value.stats).norms).toEqual(check.value.stats.norms);
  });

  it("still parses results stored by the earlier engine version, which have no norms", () => {
    const old = PairForecast.safeParse(withoutNorms(pair.value));
    expect(old.success).toBe(true);
    expect(old.data!.summary.norm).toBeUndefined();
    expect(TeamSnapshot.safeParse(withoutNorms(check.value.settled)).success).toBe(true);
    expect(PowerStats.safeParse(withoutNorms(check.value.stats)).success).toBe(true);
  });

  it("rejects a band that is not one of the three", () => {
    const bad = JSON.parse(JSON.stringify(pair.value)) as { summary: { norm: { band: string } } };
    bad.summary.norm.band = "very_high";
    expect(PairForecast.safeParse(bad).success).toBe(false);
  });
});
