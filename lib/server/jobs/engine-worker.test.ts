import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/engine/index";
import { decodePackedRender } from "@/lib/contracts/render-packing";
import run, { storedResult } from "./engine-worker";

const bigFive = (x: number) => ({ extraversion: x, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 });
const input = { slots: [{ id: "a", bigFive: bigFive(3) }, { id: "b", bigFive: bigFive(4) }, { id: "c", bigFive: bigFive(2) }] };
const opts = { seed: 5, today: "2026-03-14" };

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

  it("stores JSON when the packed form cannot hold a result", () => {
    const reply = storedResult({ odd: { $c: 0 } }, {});
    if (!reply.ok) throw new Error("failed");
    expect(reply.format).toBe("json");
    expect(JSON.parse(gunzipSync(reply.gzip!).toString("utf8"))).toEqual({ odd: { $c: 0 } });
  });
});
