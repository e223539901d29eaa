// Golden fixtures: the same input and seed must give byte-identical output. After an
// intended model change, bump ENGINE_VERSION and regenerate with
// UPDATE_GOLDEN=1 npx vitest run lib/engine/golden.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkTeam, forecastLovePair, forecastPair, simulateScene, ENGINE_VERSION } from "./index";
import { GOLDEN_CHECK, GOLDEN_LOVE, GOLDEN_OPTIONS, GOLDEN_PAIR, GOLDEN_SCENE } from "./fixtures/golden-inputs";

const file = fileURLToPath(new URL("./fixtures/golden.json", import.meta.url));

function compute() {
  return JSON.parse(
    JSON.stringify({
      engineVersion: ENGINE_VERSION,
      pair: forecastPair(GOLDEN_PAIR, GOLDEN_OPTIONS),
      love: forecastLovePair(GOLDEN_LOVE[0], GOLDEN_LOVE[1], GOLDEN_OPTIONS),
      check: checkTeam(GOLDEN_CHECK, GOLDEN_OPTIONS),
      scene: simulateScene(GOLDEN_SCENE, GOLDEN_OPTIONS),
    }),
  ) as Record<string, { ok: boolean }>;
}

describe("golden fixtures", () => {
  if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, `${JSON.stringify(compute())}\n`);
  const golden = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

  it("were produced by this engine version", () => {
    expect(golden.engineVersion).toBe(ENGINE_VERSION);
  });

  it.each(["pair", "love", "check", "scene"])("%s output equals the stored fixture", (key) => {
    const now = compute();
    expect(now[key]!.ok).toBe(true);
    expect(now[key]).toEqual(golden[key]);
  });

  it("computing twice in one process gives identical output", () => {
    expect(JSON.stringify(compute())).toBe(JSON.stringify(compute()));
  });
});
