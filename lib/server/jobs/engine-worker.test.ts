import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkTeam, GRADES, simulateScene, type SceneInput } from "@/lib/engine/index";
import { CodedStrings } from "@/lib/engine/core/coded";
import { TENTHS_NULL } from "@/lib/engine/core/tenths";
import { decodePackedRender } from "@/lib/contracts/render-packing";
import run, { storedResult } from "./engine-worker";

const bigFive = (x: number) => ({ extraversion: x, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 });
const input = { slots: [{ id: "a", bigFive: bigFive(3) }, { id: "b", bigFive: bigFive(4) }, { id: "c", bigFive: bigFive(2) }] };
const opts = { seed: 5, today: "2026-03-14" };

/** A year with a hire (nulls before it), a dismissal (nulls after it) and a mood that falls. */
const member = (id: string, x: number, events: SceneInput["actors"][number]["events"]) => ({
  id,
  bigFive: bigFive(x),
  levels: { K: { grade: GRADES[1]! }, P: { grade: GRADES[2]! }, L: { precise: 55 } },
  age: 35,
  events,
});
const scene: SceneInput = {
  lifespan: "one_year",
  actors: [
    member("a", 3, [{ date: "2025-01-01", type: "JOIN" }]),
    member("b", 4.2, [{ date: "2025-01-01", type: "JOIN" }, { date: "2025-09-01", type: "DISMISS" }]),
    member("c", 1.8, [{ date: "2025-01-01", type: "JOIN" }]),
    member("d", 2.6, [{ date: "2025-11-15", type: "JOIN" }]),
  ],
};

describe("the engine worker's stored results", () => {
  it("packs and gzip-compresses a team check once, with the facts lists need", () => {
    const reply = run({ kind: "check", input, opts });
    const direct = checkTeam(input, opts);
    if (!reply.ok || !direct.ok) throw new Error("engine");
    expect(reply.format).toBe("packed");
    const packed = gunzipSync(reply.gzip!);
    expect(reply.rawSize).toBe(packed.length);
    expect(decodePackedRender(packed)).toEqual(JSON.parse(JSON.stringify(direct.value)));
    expect(reply.summary).toEqual({ finalStats: direct.value.stats, todayStats: direct.value.today });
  });

  it("packs a scene's actor series from tenths: the stored bytes decode to exactly the engine's JSON form", () => {
    const reply = run({ kind: "scene", input: scene, opts });
    const direct = simulateScene(scene, opts);
    if (!reply.ok || !direct.ok) throw new Error("engine");
    expect(reply.format).toBe("packed");
    const decoded = decodePackedRender(gunzipSync(reply.gzip!)) as typeof direct.value;
    expect(decoded).toEqual(JSON.parse(JSON.stringify(direct.value)));
    // The case that needs the null sentinel is in it: "d" joins late, "b" leaves.
    expect(decoded.actors["d"]!.power[0]).toBeNull();
    expect(decoded.actors["b"]!.condition.at(-1)).toBeNull();
    expect(decoded.actors["a"]!.condition.some((v) => v !== null && !Number.isInteger(v))).toBe(true);
    // Moods travel as codes: null while out of the team, more than one mood over the year.
    expect(decoded.actors["d"]!.mood[0]).toBeNull();
    expect(new Set(decoded.actors["a"]!.mood).size).toBeGreaterThan(1);
  });

  it("stores JSON when the packed form cannot hold a result", () => {
    const reply = storedResult({ odd: { $c: 0 } }, {});
    if (!reply.ok) throw new Error("failed");
    expect(reply.format).toBe("json");
    expect(JSON.parse(gunzipSync(reply.gzip!).toString("utf8"))).toEqual({ odd: { $c: 0 } });
    // Series in tenths are written in their JSON form there too.
    const withTenths = storedResult({ odd: { $c: 0 }, s: Int16Array.of(12, TENTHS_NULL, -5, 0), m: new CodedStrings(["GOOD", "BAD"], Uint8Array.of(2, 0, 1)) }, {});
    if (!withTenths.ok) throw new Error("failed");
    expect(JSON.parse(gunzipSync(withTenths.gzip!).toString("utf8"))).toEqual({ odd: { $c: 0 }, s: [1.2, null, -0.5, 0], m: ["BAD", null, "GOOD"] });
  });
});
