import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Piscina } from "piscina";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledServerFile, compiledWorkerFile, WORKER_SOURCES, type WorkerName } from "@/lib/build-layout";
import { GRADES, mulberry32, type SceneActor } from "@/lib/engine/index";
import type { EngineReply } from "@/lib/server/jobs/engine-commands";
import { compiledServerIsCurrent, compileServer } from "@/scripts/lib/compile-server";

// What `npm run build` compiles for production (issue 18, point 5), compiled here into a
// directory of its own inside the repository (so the packages it leaves external resolve
// from node_modules as they do in .build/).

let outDir: string;
beforeAll(() => {
  mkdirSync("tmp", { recursive: true });
  outDir = mkdtempSync(join("tmp", "compiled-"));
  compileServer(outDir);
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function actor(id: string, seed: number): SceneActor {
  const rng = mulberry32(seed);
  const t = () => 1.5 + 3 * rng();
  return {
    id,
    bigFive: { extraversion: t(), agreeableness: t(), conscientiousness: t(), negativeEmotionality: t(), openMindedness: t() },
    levels: { K: { grade: GRADES[2]! } },
    events: [{ date: "2024-06-01", type: "JOIN" }],
  };
}

describe("the compiled server and workers", () => {
  it("are written, one file each, with no TypeScript path alias or server-only import left", () => {
    const files = [compiledServerFile(outDir), ...Object.keys(WORKER_SOURCES).map((name) => compiledWorkerFile(name as WorkerName, outDir))];
    for (const file of files) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/from "@\//);
      expect(code, file).not.toMatch(/["']server-only["']/);
    }
    expect(compiledServerIsCurrent(outDir)).toBe(true);
  });

  it("the engine worker runs in a thread with no loader and no flags, as production starts it", async () => {
    const pool = new Piscina({ filename: join(process.cwd(), compiledWorkerFile("engine-worker", outDir)), execArgv: [], minThreads: 1, maxThreads: 1 });
    try {
      const reply = (await pool.run({ kind: "pair", input: { a: actor("a", 1), b: actor("b", 2), interaction: { remote: false, hoursPerWeek: 5 } }, opts: { seed: 1, today: "2026-11-21" } })) as EngineReply;
      expect(reply).toMatchObject({ ok: true });
    } finally {
      await pool.destroy();
    }
  }, 30_000);
});
