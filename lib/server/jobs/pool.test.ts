import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { GRADES, mulberry32, type SceneActor } from "@/lib/engine/index";
import { closeEnginePool, runEngine } from "./pool";

function bigScene(n: number): { lifespan: "two_years"; actors: SceneActor[] } {
  const rng = mulberry32(n);
  const t = () => 1.5 + 3 * rng();
  const actors: SceneActor[] = Array.from({ length: n }, (_, i) => ({
    id: `p${String(i).padStart(4, "0")}`,
    bigFive: { extraversion: t(), agreeableness: t(), conscientiousness: t(), negativeEmotionality: t(), openMindedness: t() },
    levels: { K: { grade: GRADES[i % 6]! }, P: { grade: GRADES[(i + 2) % 6]! } },
    events: [{ date: "2024-06-01", type: "JOIN" }],
  }));
  return { lifespan: "two_years", actors };
}

afterAll(() => closeEnginePool());

describe("engine worker pool", () => {
  it("runs a 200-actor simulation off the request thread: the event loop stays responsive (lag < 50 ms)", async () => {
    const scene = bigScene(200);
    // Warm the pool so the measurement covers the simulation, not the worker's start-up.
    await runEngine({ kind: "pair", input: { a: scene.actors[0]!, b: scene.actors[1]!, interaction: { remote: false, hoursPerWeek: 5 } }, opts: { seed: 1, today: "2026-11-21" } });
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const reply = await runEngine({ kind: "scene", input: scene, opts: { seed: 7, today: "2026-11-21" } });
    clearInterval(ticker);
    lag.disable();
    const elapsed = performance.now() - started;
    expect(reply.ok).toBe(true);
    expect(reply.ok && reply.gzip && reply.gzip.byteLength).toBeGreaterThan(1000);
    expect(reply.ok && (reply.summary as { dayCount: number }).dayCount).toBe(730 + 365);
    // The main thread kept ticking while the worker computed.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
    expect(lag.max / 1e6).toBeLessThan(50);
  }, 60_000);

  it("returns the engine's expected failures as values", async () => {
    const reply = await runEngine({ kind: "check", input: { slots: [null, null, null, null] }, opts: { seed: 1, today: "2026-11-21" } });
    expect(reply).toMatchObject({ ok: false, error: { code: "actors_ineligible" } });
  });
});
