import { describe, expect, it } from "vitest";
import { splitRows } from "./split";

const ids = Array.from({ length: 1000 }, (_, i) => `profile-${i}`);

describe("splitRows", () => {
  it("holds out about the test share and keeps every id exactly once", () => {
    const { train, test } = splitRows(ids, 0.2, 7);
    expect(test.length).toBeGreaterThan(150);
    expect(test.length).toBeLessThan(250);
    expect([...train, ...test].sort()).toEqual([...ids].sort());
  });

  it("does not move old ids when new ones are added", () => {
    const before = splitRows(ids, 0.25, 3);
    const after = splitRows([...ids, ...Array.from({ length: 500 }, (_, i) => `new-${i}`)], 0.25, 3);
    expect(after.test.filter((id) => id.startsWith("profile-"))).toEqual(before.test);
  });

  it("depends on the seed, not on the order", () => {
    expect(splitRows([...ids].reverse(), 0.2, 7).test.sort()).toEqual(splitRows(ids, 0.2, 7).test.sort());
    expect(splitRows(ids, 0.2, 8).test).not.toEqual(splitRows(ids, 0.2, 7).test);
  });
});
