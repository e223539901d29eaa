import { describe, expect, it } from "vitest";
import { stableSeed } from "./stable-seed";

describe("the engine seed of a computation", () => {
  it("is the same for the same input and differs for another, always a positive 31-bit integer", () => {
    const pair = { a: "p1", b: "p2", interaction: { remote: false, hoursPerWeek: 5 } };
    expect(stableSeed(pair)).toBe(stableSeed({ ...pair }));
    expect(stableSeed(pair)).not.toBe(stableSeed({ ...pair, b: "p3" }));
    for (const input of [pair, "x", 1, null, []]) {
      const seed = stableSeed(input);
      expect(Number.isInteger(seed) && seed >= 1 && seed < 2 ** 31).toBe(true);
    }
  });
});
