import { describe, expect, it } from "vitest";
import { forecastLovePair, forecastPair } from "@/lib/engine/index";
import { Pair } from "@/lib/contracts/scene-responses";
import { renderedPairId } from "./pair-types";

const bigFive = { extraversion: 3, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 };
const opts = { seed: 1, today: "2026-03-14" };

describe("pair results", () => {
  it("the pair contract accepts both engine results and tells them apart", () => {
    const pair = forecastPair({ a: { id: "a", bigFive }, b: { id: "b", bigFive }, interaction: { remote: false, hoursPerWeek: 5 } }, opts);
    const love = forecastLovePair({ id: "a", bigFive }, { id: "b", bigFive }, opts);
    if (!pair.ok || !love.ok) throw new Error("engine");
    const result = Pair.shape.result;
    expect(result.parse(pair.value)).toEqual(pair.value);
    expect(result.parse(love.value)).toEqual(love.value);
    expect(result.parse(null)).toBeNull();
    expect(result.safeParse({ months: [] }).success).toBe(false);
    const parsed = result.parse(love.value);
    expect(parsed !== null && "love" in parsed).toBe(true);
  });

  it("reads the pair id of renderPair messages only", () => {
    expect(renderedPairId({ type: "renderPair", pairId: "p", result: {} })).toBe("p");
    expect(renderedPairId({ type: "syncHistory", pairId: "p" })).toBeNull();
    expect(renderedPairId({ type: "renderPair" })).toBeNull();
  });
});
