import { describe, expect, it } from "vitest";
import { checkTeam, GRADES, simulateScene } from "@/lib/engine/index";
import { CodedStrings } from "@/lib/engine/core/coded";
import { decodePackedRender, encodePackedRender, isPackedRender, packedRenderInfo, RenderDecodeError } from "./render-packing";

const bigFive = (x: number) => ({ extraversion: x, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 });
const scene = simulateScene(
  {
    lifespan: "one_year",
    actors: ["a", "b", "c"].map((id, i) => ({ id, bigFive: bigFive(2 + i), levels: { K: { grade: GRADES[i]! }, P: { grade: GRADES[0]! }, L: { precise: 40 + 10 * i } }, age: 30 + i, events: [{ date: "2025-01-01", type: "JOIN" as const }] })),
  },
  { seed: 3, today: "2025-06-01" },
);
const check = checkTeam({ slots: [{ id: "a", bigFive: bigFive(3) }, { id: "b", bigFive: bigFive(4) }] }, { seed: 2, today: "2026-03-14" });

/** The header's JSON text, to garble it in place. */
function headerRange(bytes: Uint8Array): [number, number] {
  return [8, 8 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)];
}

describe("packed render data", () => {
  it("round-trips a scene result exactly: its series are on the 0.1 grid, so Int16 x10 loses nothing", () => {
    if (!scene.ok) throw new Error(scene.error.code);
    const packed = encodePackedRender(scene.value);
    expect(isPackedRender(packed)).toBe(true);
    expect(decodePackedRender(packed)).toEqual(JSON.parse(JSON.stringify(scene.value)));
    expect(packed.length).toBeLessThan(JSON.stringify(scene.value).length / 2);
    expect(packedRenderInfo(packed)).toEqual({ days: scene.value.dayCount, actors: scene.value.actorIds });
  });

  it("round-trips a team check result", () => {
    if (!check.ok) throw new Error(check.error.code);
    expect(decodePackedRender(encodePackedRender(check.value))).toEqual(JSON.parse(JSON.stringify(check.value)));
  });

  it("keeps nulls, strings and numbers off the grid (Float32, about 7 significant digits)", () => {
    const grid = Array.from({ length: 40 }, (_, i) => (i % 5 === 0 ? null : Math.round((i - 20) * 7.3) / 10));
    const off = Array.from({ length: 40 }, (_, i) => (i === 3 ? null : i * Math.PI * 1000));
    const moods = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? null : ["calm", "tense"][i % 2]!));
    const value = { grid, off, moods, short: [1.23456789], mixed: [...grid.slice(0, 20), "x"], nested: [{ s: grid }] };
    const packed = encodePackedRender(value);
    const back = decodePackedRender(packed) as typeof value;
    expect(back.grid).toEqual(grid);
    expect(back.moods).toEqual(moods);
    expect(back.short).toEqual([1.23456789]);
    expect(back.mixed).toEqual(value.mixed);
    expect(back.nested[0]!.s).toEqual(grid);
    back.off.forEach((v, i) => (off[i] === null ? expect(v).toBeNull() : expect(Math.abs(v! - off[i]!)).toBeLessThanOrEqual(Math.abs(off[i]!) * 1e-7)));
    // A value past Int16 x10's range takes Float32 too.
    const big = Array.from({ length: 20 }, (_, i) => 4000 + i / 10);
    expect((decodePackedRender(encodePackedRender({ big })) as { big: number[] }).big.every((v, i) => Math.abs(v - big[i]!) < 1e-3)).toBe(true);
  });

  it("stores coded strings as their one-byte column and decodes them to the strings", () => {
    const codes = Uint8Array.from({ length: 40 }, (_, i) => i % 4); // 0 = null
    const value = { mood: new CodedStrings(["GOOD", "BAD", "ANXIOUS"], codes) };
    const packed = encodePackedRender(value);
    const longer = encodePackedRender({ mood: new CodedStrings(["GOOD", "BAD", "ANXIOUS"], new Uint8Array(400)) });
    expect(longer.length - packed.length).toBe(360); // one byte a day
    expect((decodePackedRender(packed) as { mood: unknown[] }).mood).toEqual(value.mood.toSeries());
    expect(value.mood.toSeries().slice(0, 4)).toEqual([null, "GOOD", "BAD", "ANXIOUS"]);
  });

  it("refuses to encode a value holding its placeholder key", () => {
    expect(() => encodePackedRender({ a: { $c: 1 } })).toThrow();
  });

  it("rejects a body that is not packed, truncated, of another version or garbled", () => {
    if (!scene.ok) throw new Error(scene.error.code);
    const packed = encodePackedRender(scene.value);
    expect(() => decodePackedRender(new TextEncoder().encode(JSON.stringify(scene.value)))).toThrow(RenderDecodeError);
    expect(() => decodePackedRender(packed.subarray(0, 6))).toThrow(RenderDecodeError);
    expect(() => decodePackedRender(packed.subarray(0, 200))).toThrow(RenderDecodeError);
    expect(() => decodePackedRender(packed.subarray(0, packed.length - 100))).toThrow(RenderDecodeError);
    const [from, to] = headerRange(packed);
    const text = new TextDecoder().decode(packed.subarray(from, to));
    const rewrite = (next: string) => {
      const bytes = new TextEncoder().encode(next);
      expect(bytes.length).toBe(to - from);
      const copy = packed.slice();
      copy.set(bytes, from);
      return copy;
    };
    expect(() => decodePackedRender(rewrite(text.replace('"v":1', '"v":9')))).toThrow(/version/);
    expect(() => decodePackedRender(rewrite(text.replace('{"$c":0}', '{"$c":9}')))).toThrow(/column/);
    expect(() => decodePackedRender(rewrite("#" + text.slice(1)))).toThrow(/garbled/);
    const copy = packed.slice();
    copy[0] = 0;
    expect(isPackedRender(copy)).toBe(false);
    expect(() => decodePackedRender(copy)).toThrow(RenderDecodeError);
  });
});
