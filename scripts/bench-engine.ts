// Benchmark of the compatibility and scene engine: `npm run bench:engine`
// (node --import tsx --import ./scripts/allow-server-only.mjs scripts/bench-engine.ts).
// Steady state: each case runs in its own child process (so its peak memory is its own),
// warms up, then times many runs back to back with no forced garbage collection (a forced
// collection discards optimised code and made the old medians swing 24-64 ms). It reports
// the median and p95, the simulation alone (as the worker runs it: simulateSceneColumns, the
// actor series in tenths; the JSON form of simulateScene beside it for 50 actors) and the
// engine worker's whole job (its default export `run`: simulate + encode + compress) side by
// side, sparse against dense scenes
// with the same number of pairs, and a tight loop of the engine's pair arithmetic (a reference
// for how loaded the machine is). Every case runs with the young generation that the engine
// pool gives its worker threads (lib/server/jobs/engine-heap.ts), so it measures the engine
// as the product runs it.
// BENCH_ENGINE_ROOT=/path/to/another/checkout measures that checkout's engine and worker
// instead; BENCH_BEFORE_ROOT=/path/to/another/checkout measures both, case by case in turn
// (before, then this checkout), so load drifting over the run hits both alike;
// BENCH_BEFORE_DEFAULT_HEAP=1 gives the before checkout V8's default young generation.
// BENCH_SECONDS scales the timed budget.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Engine from "../lib/engine/index";
import { ANCHOR_DAYS, ANCHOR_PAIRS, tightLoop } from "./lib/engine-anchor";
import { pairLoopOf } from "./lib/engine-pair-loop";
import type { EngineCommand, EngineReply } from "../lib/server/jobs/engine-commands";
import { ENGINE_SEMI_SPACE_FLAG } from "../lib/server/jobs/engine-heap";

const TODAY = "2025-03-14";
const OPTS = { seed: 7, today: TODAY };
const ROOT = resolve(process.env.BENCH_ENGINE_ROOT ?? fileURLToPath(new URL("..", import.meta.url)));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);

type Eng = typeof Engine;
type Person = Engine.Person;
type SceneInput = Engine.SceneInput;
type SceneActor = Engine.SceneActor;

interface CaseResult {
  name: string;
  runs: number;
  medianMs: number;
  /** Median CPU time of the process per run (process.cpuUsage: the engine and its garbage collection), which other work on the machine disturbs less than wall time. */
  cpuMedianMs: number;
  p95Ms: number;
  minMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  extra?: Record<string, number>;
}

function people(e: Eng, n: number, seed: number): Person[] {
  const rng = e.mulberry32(seed);
  const t = () => Math.round((1.5 + 3 * rng()) * 10) / 10;
  return Array.from({ length: n }, (_, i) => {
    const bigFive = { extraversion: t(), agreeableness: t(), conscientiousness: t(), negativeEmotionality: t(), openMindedness: t() };
    const grade = () => e.GRADES[Math.floor(rng() * e.GRADES.length)]!;
    return { id: `p${String(i).padStart(4, "0")}`, bigFive, levels: { K: { grade: grade() }, P: { grade: grade() }, L: { precise: 100 * rng() } }, age: 22 + Math.floor(40 * rng()) };
  });
}

/** A team that has existed two years: 730 past days + 365 forecast days, a manager and a lead. */
function actorsOf(e: Eng, n: number): SceneActor[] {
  return people(e, n, n).map((p, i) => ({
    ...p,
    events: [
      { date: "2022-06-01", type: "JOIN" as const },
      ...(i === 0 ? [{ date: "2023-01-01", type: "M_RANK" as const }] : []),
      ...(i === 1 ? [{ date: "2023-01-01", type: "L_RANK" as const }] : []),
    ],
  }));
}
/** Every pair interacts (default 5 h a week, office): n(n-1)/2 pairs. */
const dense = (e: Eng, n: number): SceneInput => ({ lifespan: "two_years", actors: actorsOf(e, n) });
/** Only neighbours interact (a chain, 5 h a week): n - 1 pairs. */
function sparse(e: Eng, n: number): SceneInput {
  const actors = actorsOf(e, n);
  const interactions = actors.slice(1).map((a, i) => ({ a: actors[i]!.id, b: a.id, date: "2022-06-01", hoursPerWeek: 5 }));
  return { lifespan: "two_years", actors, defaultInteraction: { remote: false, hoursPerWeek: 0 }, interactions };
}

type Make = (e: Eng, worker: (c: EngineCommand) => EngineReply) => () => unknown;
const must = (r: { ok: boolean }) => {
  if (!r.ok) throw new Error(`engine failed: ${JSON.stringify(r)}`);
  return r;
};
/** The worker's simulation (actor series in tenths, simulateSceneColumns); a checkout from before it has only simulateScene. */
const sim = (scene: (e: Eng) => SceneInput): Make => (e) => {
  const input = scene(e);
  const simulate = (e as Partial<Eng>).simulateSceneColumns ?? e.simulateScene;
  return () => must(simulate(input, OPTS));
};
/** The JSON form (simulateScene: what API clients that ask for JSON, and the tests, read). */
const simJson = (scene: (e: Eng) => SceneInput): Make => (e) => {
  const input = scene(e);
  return () => must(e.simulateScene(input, OPTS));
};
const job = (scene: (e: Eng) => SceneInput): Make => (e, worker) => {
  const input = scene(e);
  return () => must(worker({ kind: "scene", input, opts: OPTS }));
};

const CASES: Record<string, { label: string; runs: number; make: Make }> = {
  anchor: { label: `tight loop: ${ANCHOR_PAIRS.toLocaleString("en")} pairs x ${ANCHOR_DAYS.toLocaleString("en")} days`, runs: 200, make: () => tightLoop },
  pair: { label: "pair forecast (12 months, manager)", runs: 2000, make: (e) => { const [a, b, m] = people(e, 3, 1); return () => must(e.forecastPair({ a: a!, b: b!, manager: m!, interaction: { remote: false, hoursPerWeek: 5 } }, OPTS)); } },
  team4: { label: "4-actor team check (+manager)", runs: 1000, make: (e) => { const ps = people(e, 5, 2); return () => must(e.checkTeam({ slots: ps.slice(0, 4), manager: ps[4]!, interaction: { remote: false, hoursPerWeek: 5 } }, OPTS)); } },
  sim50: { label: "50 actors x 1,095 days: simulation", runs: 200, make: sim((e) => dense(e, 50)) },
  json50: { label: "50 actors x 1,095 days: JSON form", runs: 200, make: simJson((e) => dense(e, 50)) },
  job50: { label: "50 actors x 1,095 days: worker job", runs: 200, make: job((e) => dense(e, 50)) },
  sim100: { label: "100 actors x 1,095 days: simulation", runs: 60, make: sim((e) => dense(e, 100)) },
  sim200: { label: "200 actors x 1,095 days: simulation", runs: 20, make: sim((e) => dense(e, 200)) },
  dense20: { label: "dense: 20 actors, 190 pairs: simulation", runs: 300, make: sim((e) => dense(e, 20)) },
  sparse200: { label: "sparse: 200 actors, 199 pairs: simulation", runs: 100, make: sim((e) => sparse(e, 200)) },
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function runCase(name: string): Promise<CaseResult> {
  const c = CASES[name];
  if (!c) throw new Error(`unknown case ${name}`);
  const e = (await import(pathToFileURL(`${ROOT}/lib/engine/index.ts`).href)) as Eng;
  const workerMod = name.startsWith("job") ? ((await import(pathToFileURL(`${ROOT}/lib/server/jobs/engine-worker.ts`).href)) as { default: (c: EngineCommand) => EngineReply }) : null;
  const fn = c.make(e, workerMod ? workerMod.default : () => { throw new Error("no worker"); });
  const baselineRss = process.memoryUsage().rss;
  // Warm-up: at least a tenth of the runs and half a second, so the optimised code is in place.
  const warmEnd = performance.now() + 500 * SECONDS;
  for (let i = 0; i < c.runs / 10 || performance.now() < warmEnd; i++) fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const budgetEnd = performance.now() + 4000 * SECONDS;
  let last: unknown = null;
  while (times.length < c.runs && (times.length < 20 || performance.now() < budgetEnd)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last = fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const sorted = [...times].sort((x, y) => x - y);
  const reply = last as { gzip?: Uint8Array; rawSize?: number } | null;
  return {
    name,
    runs: times.length,
    medianMs: r3(pct(sorted, 0.5)),
    cpuMedianMs: r3(pct([...cpu].sort((x, y) => x - y), 0.5)),
    p95Ms: r3(pct(sorted, 0.95)),
    minMs: r3(sorted[0]!),
    baselineRssMb: mb(baselineRss),
    peakRssMb: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
    ...(reply && reply.gzip ? { extra: { gzipKb: Math.round(reply.gzip.byteLength / 1024), rawKb: Math.round((reply.rawSize ?? 0) / 1024) } } : {}),
  };
}

/** Sparse and dense alternately in one process, so load drifting over time hits both alike. */
interface Pairing {
  dense: number;
  sparse: number;
  ratio: number;
  rounds: number;
  /** Medians of the engine's daily pair arithmetic alone over each scene's days (engine-pair-loop.ts); absent when the checkout lacks its modules. */
  densePairs?: number;
  sparsePairs?: number;
  /** Per-actor daily values each result carries (actors x days x actor series, mood included). */
  denseActorValues: number;
  sparseActorValues: number;
}

/** Values in a scene result's per-actor daily series. */
const actorValues = (r: unknown) => {
  // A series is an array, an Int16Array in tenths or, for moods, CodedStrings (its codes).
  type AnySeries = { length?: number; codes?: Uint8Array };
  const v = (r as { value: { actors: Record<string, Record<string, AnySeries>> } }).value;
  return Object.values(v.actors).reduce((sum, a) => sum + Object.values(a).reduce((s, series) => s + (series.length ?? series.codes?.length ?? 0), 0), 0);
};

async function runPairing(): Promise<Pairing> {
  const e = (await import(pathToFileURL(`${ROOT}/lib/engine/index.ts`).href)) as Eng;
  const d = sim((x) => dense(x, 20))(e, () => ({}) as EngineReply);
  const s = sim((x) => sparse(x, 200))(e, () => ({}) as EngineReply);
  // A checkout without these engine modules (BENCH_BEFORE_ROOT) gets the ratio alone.
  const loops = await Promise.all([pairLoopOf(ROOT, dense(e, 20), TODAY), pairLoopOf(ROOT, sparse(e, 200), TODAY)]).catch(() => null);
  const dp = loops?.[0];
  const sp = loops?.[1];
  for (let i = 0; i < 20; i++) {
    d();
    s();
    dp?.run();
    sp?.run();
  }
  const td: number[] = [];
  const ts: number[] = [];
  const tdp: number[] = [];
  const tsp: number[] = [];
  const end = performance.now() + 4000 * SECONDS;
  while (td.length < 40 || (td.length < 150 && performance.now() < end)) {
    let t0 = performance.now();
    d();
    td.push(performance.now() - t0);
    t0 = performance.now();
    s();
    ts.push(performance.now() - t0);
    if (dp && sp) {
      tdp.push(dp.run());
      tsp.push(sp.run());
    }
  }
  const med = (xs: number[]) => pct([...xs].sort((x, y) => x - y), 0.5);
  return {
    dense: r3(med(td)),
    sparse: r3(med(ts)),
    ratio: Math.round((med(ts) / med(td)) * 100) / 100,
    rounds: td.length,
    ...(tdp.length ? { densePairs: r3(med(tdp)), sparsePairs: r3(med(tsp)) } : {}),
    denseActorValues: actorValues(d()),
    sparseActorValues: actorValues(s()),
  };
}

async function main() {
  const i = process.argv.indexOf("--case");
  if (i >= 0) {
    const name = process.argv[i + 1]!;
    process.stdout.write(`${JSON.stringify(name === "pairing" ? await runPairing() : await runCase(name))}\n`);
    return;
  }
  const self = fileURLToPath(import.meta.url);
  const spawn = (name: string, root: string): string | null => {
    const env = { ...process.env, BENCH_ENGINE_ROOT: root };
    // Each case runs with the young generation the engine pool gives its threads (engine-heap.ts);
    // BENCH_BEFORE_DEFAULT_HEAP=1 runs the "before" checkout with V8's default, as it ran before.
    const heap = root !== ROOT && process.env.BENCH_BEFORE_DEFAULT_HEAP === "1" ? [] : [ENGINE_SEMI_SPACE_FLAG];
    const child = spawnSync(process.execPath, [...process.execArgv, ...heap, self, "--case", name], { encoding: "utf8", maxBuffer: 1 << 20, env });
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exitCode = 1;
      return null;
    }
    return child.stdout.trim().split("\n").pop()!;
  };
  const before = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : null;
  const roots = before ? [before, ROOT] : [ROOT];
  const results: Array<Record<string, CaseResult>> = roots.map(() => ({}));
  const pairings: Pairing[] = [];
  for (const name of Object.keys(CASES)) {
    for (let k = 0; k < roots.length; k++) {
      const line = spawn(name, roots[k]!);
      if (line === null) return;
      results[k]![name] = JSON.parse(line) as CaseResult;
    }
  }
  for (const root of roots) {
    const line = spawn("pairing", root);
    if (line === null) return;
    pairings.push(JSON.parse(line) as Pairing);
  }
  const [load1] = (await import("node:os")).loadavg();
  console.log(`engine bench: node ${process.version}, ${process.platform}/${process.arch}, load average ${load1!.toFixed(2)} at the end`);
  console.log(`engine from ${roots.map((r, k) => (roots.length > 1 ? `${k ? "after" : "before"}: ${r}` : r)).join(", ")}`);
  console.log("steady state: warm-up, then back-to-back runs with no forced garbage collection");
  console.log(`case                                        ${before ? "|        " : ""}|  runs | median ms |  p95 ms |  min ms | CPU ms | peak RSS MB (baseline)`);
  for (const name of Object.keys(CASES)) {
    roots.forEach((_, k) => {
      const r = results[k]![name]!;
      const extra = r.extra ? `  result ${r.extra.gzipKb} KB gzip of ${r.extra.rawKb} KB` : "";
      const tag = before ? `| ${(k ? "after" : "before").padEnd(6)} ` : "";
      console.log(
        `${(k ? "" : CASES[name]!.label).padEnd(43)} ${tag}| ${String(r.runs).padStart(5)} | ${r.medianMs.toFixed(3).padStart(9)} | ${r.p95Ms.toFixed(3).padStart(7)} | ${r.minMs.toFixed(3).padStart(7)} | ${r.cpuMedianMs.toFixed(2).padStart(6)} | ${`${r.peakRssMb} (${r.baselineRssMb})`.padStart(14)}${extra}`,
      );
    });
  }
  roots.forEach((_, k) => {
    const by = results[k]!;
    const pairing = pairings[k]!;
    const s50 = by.sim50!;
    const j50 = by.job50!;
    const who = before ? `${k ? "after" : "before"}: ` : "";
    console.log(`${who}50 actors: simulation ${s50.medianMs.toFixed(1)} ms, worker's whole job ${j50.medianMs.toFixed(1)} ms (each in its own process), tight loop of as many pair-days ${by.anchor!.medianMs.toFixed(1)} ms`);
    console.log(`${who}sparse vs dense (alternating, ${pairing.rounds} rounds each): 200 actors / 199 pairs ${pairing.sparse.toFixed(1)} ms vs 20 actors / 190 pairs ${pairing.dense.toFixed(1)} ms: x${pairing.ratio.toFixed(2)}`);
    if (pairing.densePairs !== undefined && pairing.sparsePairs !== undefined) {
      const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;
      console.log(
        `${who}  of which the daily pair arithmetic alone: sparse ${pairing.sparsePairs.toFixed(2)} ms (${share(pairing.sparsePairs, pairing.sparse)}), dense ${pairing.densePairs.toFixed(2)} ms (${share(pairing.densePairs, pairing.dense)}); per-actor daily values in the result: ${pairing.sparseActorValues.toLocaleString("en")} vs ${pairing.denseActorValues.toLocaleString("en")}`,
      );
    }
    const growth = (a: string, b: string, pa: number, pb: number) => `${a} -> ${b}: time x${(by[b]!.medianMs / by[a]!.medianMs).toFixed(2)} vs pairs x${(pb / pa).toFixed(2)}`;
    console.log(`${who}growth (medians): ${growth("sim50", "sim100", 1225, 4950)}; ${growth("sim100", "sim200", 4950, 19900)}`);
  });
  const by = results[results.length - 1]!;
  const pairing = pairings[pairings.length - 1]!;
  const s50 = by.sim50!;
  const j50 = by.job50!;
  const goals: Array<[string, boolean, string]> = [
    ["50 actors x 1,095 days simulation < 15 ms median", s50.medianMs < 15, `${s50.medianMs.toFixed(1)} ms`],
    ["50 actors worker's whole job < 25 ms median", j50.medianMs < 25, `${j50.medianMs.toFixed(1)} ms`],
    ["sparse (200 actors / 199 pairs) within 2x of dense (20 / 190)", pairing.ratio <= 2, `x${pairing.ratio.toFixed(2)}`],
    ["pair forecast < 1 ms", by.pair!.medianMs < 1, `${by.pair!.medianMs.toFixed(2)} ms`],
    ["4-actor check < 5 ms", by.team4!.medianMs < 5, `${by.team4!.medianMs.toFixed(2)} ms`],
    ["50 actors < 200 MB peak RSS", s50.peakRssMb < 200 && j50.peakRssMb < 200, `${Math.max(s50.peakRssMb, j50.peakRssMb)} MB`],
  ];
  for (const [g, met, v] of goals) console.log(`goal ${met ? "met" : "NOT met"}${before ? " (after)" : ""}: ${g} (${v})`);
}

await main();
