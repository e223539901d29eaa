import { describe, expect, it } from "vitest";
import { forecastLovePair, forecastPair } from "@/lib/engine/index";
import { isLoveForecast, isPairForecast, renderedPairId } from "./pair-types";

const bigFive = { extraversion: 3, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 };
const opts = { seed: 1, today: "2026-03-14" };

describe("pair results", () => {
  it("tells a 12-month forecast from a love result", () => {
    const pair = forecastPair({ a: { id: "a", bigFive }, b: { id: "b", bigFive }, interaction: { remote: false, hoursPerWeek: 5 } }, opts);
    const love = forecastLovePair({ id: "a", bigFive }, { id: "b", bigFive }, opts);
    if (!pair.ok || !love.ok) throw new Error("engine");
    expect(isPairForecast(pair.value)).toBe(true);
    expect(isLoveForecast(pair.value)).toBe(false);
    expect(isLoveForecast(love.value)).toBe(true);
    expect(isPairForecast(love.value)).toBe(false);
    expect(isPairForecast(null)).toBe(false);
  });

  it("reads the pair id of renderPair messages only", () => {
    expect(renderedPairId({ type: "renderPair", pairId: "p", result: {} })).toBe("p");
    expect(renderedPairId({ type: "syncHistory", pairId: "p" })).toBeNull();
    expect(renderedPairId({ type: "renderPair" })).toBeNull();
  });
});
