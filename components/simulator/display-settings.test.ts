import { describe, expect, it } from "vitest";
import { DEFAULT_SCALE, normalizeScale, readScale, storeScale, tipsFromMessage } from "./display-settings";

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("display settings", () => {
  it("scale defaults to 1.0 and snaps to the allowed steps", () => {
    expect(DEFAULT_SCALE).toBe(1);
    expect(normalizeScale("1.25")).toBe(1.25);
    expect(normalizeScale(1.3)).toBe(1.25);
    expect(normalizeScale(9)).toBe(1.5);
    expect(normalizeScale(0.1)).toBe(0.75);
    expect(normalizeScale("abc")).toBe(1);
    expect(normalizeScale(null)).toBe(1);
  });

  it("stores the scale locally", () => {
    const storage = memory();
    expect(readScale(storage)).toBe(1);
    storeScale(1.5, storage);
    expect(readScale(storage)).toBe(1.5);
    storage.setItem("simulator-card-scale", "nonsense");
    expect(readScale(storage)).toBe(1);
    expect(readScale(null)).toBe(1);
  });

  it("survives a storage that throws", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(readScale(broken)).toBe(1);
    expect(() => storeScale(1.25, broken)).not.toThrow();
  });

  it("reads the tips flag from the tutorial messages (on unless switched off)", () => {
    expect(tipsFromMessage({ type: "syncTutorial", tutorial: { tips: false } })).toBe(false);
    expect(tipsFromMessage({ type: "reflectState", runs: [], tutorial: { tips: true } })).toBe(true);
    expect(tipsFromMessage({ type: "syncTutorial", tutorial: {} })).toBe(true);
    expect(tipsFromMessage({ type: "syncTutorial" })).toBeNull();
    expect(tipsFromMessage({ type: "ping", at: 1 })).toBeNull();
  });
});
