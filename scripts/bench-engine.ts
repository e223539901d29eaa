// Benchmark of the compatibility and scene engine: `npm run bench:engine`
// (node --expose-gc --import tsx scripts/bench-engine.ts).
// Each case runs in its own child process so its peak memory is its own: the parent
// spawns this script again with `--case <name>` and collects one JSON line per case.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  checkTeam,
  forecastPair,
  GRADES,
  mulberry32,
  simulateScene,
  type BigFive,
  type Person,
  type SceneActor,
} from "../lib/engine/index";

const TODAY = "2025-03-14";

interface CaseResult {
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  heapAfterRunMb: number;
  pairs: number;
}

function people(n: number, seed: number): Person[] {
  const rng = mulberry32(seed);
  const t = () => Math.round((1.5 + 3 * rng()) * 10) / 10;
  return Array.from({ length: n }, (_, i) => {
    const bigFive: BigFive = { extraversion: t(), agreeableness: t(), conscientiousness: t(), negativeEmotionality: t(), openMindedness: t() };
    const grade = () => GRADES[Math.floor(rng() * GRADES.length)]!;
    return { id: `p${String(i).padStart(4, "0")}`, bigFive, levels: { K: { grade: grade() }, P: { grade: grade() }, L: { precise: 100 * rng() } }, age: 22 + Math.floor(40 * rng()) };
  });
}

/** A team that has existed two years: 730 past days + 365 forecast days; every pair interacts (default 5 h, office). */
function sceneOf(n: number) {
  const actors: SceneActor[] = people(n, n).map((p, i) => ({
    ...p,
    events: [
      { date: "2022-06-01", type: "JOIN" },
      ...(i === 0 ? [{ date: "2023-01-01", type: "M_RANK" as const }] : []),
      ...(i === 1 ? [{ date: "2023-01-01", type: "L_RANK" as const }] : []),
    ],
  }));
  return { lifespan: "two_years" as const, actors };
}

const CASES: Record<string, { runs: number; warmup: number; pairs: number; make: () => () => unknown }> = {
  pair: {
    runs: 400,
    warmup: 100,
    pairs: 1,
    make: () => {
      const [a, b, m] = people(3, 1);
      return () => forecastPair({ a: a!, b: b!, manager: m!, interaction: { remote: false, hoursPerWeek: 5 } }, { seed: 7, today: TODAY });
    },
  },
  team4: {
    runs: 200,
    warmup: 50,
    pairs: 6,
    make: () => {
      const ps = people(5, 2);
      return () => checkTeam({ slots: ps.slice(0, 4), manager: ps[4]!, interaction: { remote: false, hoursPerWeek: 5 } }, { seed: 7, today: TODAY });
    },
  },
  ...Object.fromEntries(
    [50, 100, 200].map((n) => [
      `scene${n}`,
      {
        runs: n === 200 ? 7 : 15,
        warmup: 2,
        pairs: (n * (n - 1)) / 2,
        make: () => {
          const scene = sceneOf(n);
          return () => simulateScene(scene, { seed: 7, today: TODAY });
        },
      },
    ]),
  ),
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function runCase(name: string): CaseResult {
  const c = CASES[name];
  if (!c) throw new Error(`unknown case ${name}`);
  const fn = c.make();
  gc();
  const baselineRss = process.memoryUsage().rss;
  for (let i = 0; i < c.warmup; i++) {
    const r = fn() as { ok: boolean };
    if (!r.ok) throw new Error(`case ${name} failed: ${JSON.stringify(r)}`);
  }
  const times: number[] = [];
  let heapAfterRun = 0;
  for (let i = 0; i < c.runs; i++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const result = fn();
    times.push(performance.now() - t0);
    // Heap held right after the run (result + garbage not yet collected) above the heap before it.
    heapAfterRun = Math.max(heapAfterRun, process.memoryUsage().heapUsed - before);
    if (!result) throw new Error("no result");
  }
  times.sort((x, y) => x - y);
  const median = times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    name,
    runs: c.runs,
    medianMs: r3(median),
    minMs: r3(times[0]!),
    maxMs: r3(times[times.length - 1]!),
    baselineRssMb: mb(baselineRss),
    peakRssMb: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
    heapAfterRunMb: mb(heapAfterRun),
    pairs: c.pairs,
  };
}

const SCENE_SIZES = [50, 100, 200];

/**
 * Growth is measured with the three sizes interleaved round-robin in one process, so that
 * load from other processes drifting over time affects every size alike.
 */
function runGrowth(rounds = 7): Record<string, { minMs: number; medianMs: number }> {
  const fns = SCENE_SIZES.map((n) => CASES[`scene${n}`]!.make());
  for (const fn of fns) for (let w = 0; w < 2; w++) fn();
  const times: number[][] = SCENE_SIZES.map(() => []);
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, k) => {
      gc();
      const t0 = performance.now();
      fn();
      times[k]!.push(performance.now() - t0);
    });
  }
  return Object.fromEntries(
    SCENE_SIZES.map((n, k) => {
      const t = [...times[k]!].sort((x, y) => x - y);
      return [`scene${n}`, { minMs: t[0]!, medianMs: t[(t.length - 1) >> 1]! }];
    }),
  );
}

function main() {
  const i = process.argv.indexOf("--case");
  if (i >= 0) {
    const name = process.argv[i + 1]!;
    process.stdout.write(`${JSON.stringify(name === "growth" ? runGrowth() : runCase(name))}\n`);
    return;
  }
  if (!(globalThis as { gc?: unknown }).gc) console.warn("warning: run with --expose-gc (npm run bench:engine) for stable memory figures");
  const self = fileURLToPath(import.meta.url);
  const spawn = (name: string): string | null => {
    const child = spawnSync(process.execPath, [...process.execArgv, self, "--case", name], { encoding: "utf8", maxBuffer: 1 << 20 });
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exitCode = 1;
      return null;
    }
    return child.stdout.trim().split("\n").pop()!;
  };
  const results: CaseResult[] = [];
  for (const name of Object.keys(CASES)) {
    const line = spawn(name);
    if (line === null) return;
    results.push(JSON.parse(line) as CaseResult);
  }
  const growthLine = spawn("growth");
  if (growthLine === null) return;
  const interleaved = JSON.parse(growthLine) as Record<string, { minMs: number; medianMs: number }>;
  const by = Object.fromEntries(results.map((r) => [r.name, r]));
  const label: Record<string, string> = {
    pair: "pair forecast (12 months, manager)",
    team4: "4-actor team check (+manager)",
    scene50: "50 actors x 1,095 days, all pairs",
    scene100: "100 actors x 1,095 days, all pairs",
    scene200: "200 actors x 1,095 days, all pairs",
  };
  console.log(`engine bench: node ${process.version}, ${process.platform}/${process.arch}`);
  console.log("case                                   | median ms | min ms  | peak RSS MB (baseline) | heap after run MB");
  for (const r of results) {
    console.log(
      `${label[r.name]!.padEnd(38)} | ${r.medianMs.toFixed(3).padStart(9)} | ${r.minMs.toFixed(3).padStart(7)} | ${`${r.peakRssMb} (${r.baselineRssMb})`.padStart(22)} | ${String(r.heapAfterRunMb).padStart(12)}`,
    );
  }
  // Interference from other processes only adds time, so growth is judged on the minimum
  // of the interleaved runs; the median ratio is printed too.
  const growth = (a: string, b: string) => {
    const tMin = interleaved[b]!.minMs / interleaved[a]!.minMs;
    const tMed = interleaved[b]!.medianMs / interleaved[a]!.medianMs;
    const p = by[b]!.pairs / by[a]!.pairs;
    return `${a} -> ${b} (interleaved runs): time x${tMin.toFixed(2)} (min) / x${tMed.toFixed(2)} (median) vs pairs x${p.toFixed(2)} (${tMin <= p ? "ok" : "WORSE than pairs"})`;
  };
  console.log(growth("scene50", "scene100"));
  console.log(growth("scene100", "scene200"));
  const goals = [
    ["pair < 1 ms", by.pair!.medianMs < 1],
    ["4-actor check < 5 ms", by.team4!.medianMs < 5],
    ["50 actors < 150 ms", by.scene50!.medianMs < 150],
    ["50 actors < 200 MB peak RSS", by.scene50!.peakRssMb < 200],
  ] as const;
  console.log(`goals: ${goals.map(([g, okk]) => `${g}: ${okk ? "met" : "MISSED"}`).join("; ")}`);
}

main();
