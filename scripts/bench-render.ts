// The worker's whole job for stored results, before and after packing (docs/operations.md
// "Render data: packed and stored once"): `node --import tsx --import ./scripts/allow-server-only.mjs scripts/bench-render.ts`.
// "json" is the former job (JSON.stringify + gzip level 6, inlined here); "packed" calls the
// worker's own `run`. Also: bytes on the wire per fetch, and the browser's decode time.
import { gunzipSync, gzipSync } from "node:zlib";
import { GRADES, mulberry32, simulateScene, type BigFive, type SceneActor } from "../lib/engine/index";
import { decodePackedRender, encodePackedRender } from "../lib/contracts/render-packing";
import run from "../lib/server/jobs/engine-worker";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { sceneRuns } from "../db/schema";
import { runMetaColumns } from "../lib/server/services/scenes/run-columns";
import { createOwner } from "../tests/support/accounts";
import { addRun, addScene } from "../tests/support/run-rows";

const TODAY = "2025-03-14";
const N = Number(process.argv[2] ?? 50);
const RUNS = 21;

function sceneOf(n: number) {
  const rng = mulberry32(n);
  const t = () => Math.round((1.5 + 3 * rng()) * 10) / 10;
  const grade = () => GRADES[Math.floor(rng() * GRADES.length)]!;
  const actors: SceneActor[] = Array.from({ length: n }, (_, i) => {
    const bigFive: BigFive = { extraversion: t(), agreeableness: t(), conscientiousness: t(), negativeEmotionality: t(), openMindedness: t() };
    return {
      id: `p${String(i).padStart(4, "0")}`,
      bigFive,
      levels: { K: { grade: grade() }, P: { grade: grade() }, L: { precise: 100 * rng() } },
      age: 22 + Math.floor(40 * rng()),
      events: [{ date: "2022-06-01", type: "JOIN" as const }, ...(i === 0 ? [{ date: "2023-01-01", type: "M_RANK" as const }] : []), ...(i === 1 ? [{ date: "2023-01-01", type: "L_RANK" as const }] : [])],
    };
  });
  return { lifespan: "two_years" as const, actors };
}

const mid = (times: number[]) => Math.round([...times].sort((a, b) => a - b)[(times.length - 1) >> 1]! * 10) / 10;

function median(fn: () => void): number {
  return interleaved({ fn }).fn!;
}

/** Medians of several jobs timed in turn within each round, so load from other processes hits them alike. */
function interleaved(jobs: Record<string, () => void>): Record<string, number> {
  const names = Object.keys(jobs);
  for (let i = 0; i < 3; i++) for (const n of names) jobs[n]!();
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const n of names) {
      const t0 = performance.now();
      jobs[n]!();
      times[n]!.push(performance.now() - t0);
    }
  }
  return Object.fromEntries(names.map((n) => [n, mid(times[n]!)]));
}

const input = sceneOf(N);
const opts = { seed: 7, today: TODAY };
const result = simulateScene(input, opts);
if (!result.ok) throw new Error(result.error.code);
let jsonGzip: Uint8Array = new Uint8Array();
let packedGzip: Uint8Array = new Uint8Array();
const jobs = interleaved({
  simulate: () => void simulateScene(input, opts),
  json: () => {
    const r = simulateScene(input, opts);
    if (!r.ok) throw new Error(r.error.code);
    jsonGzip = gzipSync(JSON.stringify(r.value), { level: 6 });
  },
  packed: () => {
    const reply = run({ kind: "scene", input, opts });
    if (!reply.ok || !reply.gzip) throw new Error("the worker failed");
    packedGzip = reply.gzip;
  },
  encodeOnly: () => void encodePackedRender(result.value),
});
const simulate = jobs.simulate!;
const jsonJob = jobs.json!;
const packedJob = jobs.packed!;
const encodeOnly = jobs.encodeOnly!;
const jsonText = gunzipSync(jsonGzip).toString("utf8");
const packed = gunzipSync(packedGzip);
const parseJson = median(() => void JSON.parse(jsonText));
const decodePacked = median(() => void decodePackedRender(packed));
// The former fetch: gunzip + gzip again on the main thread (level 6, as Next's compression).
const formerFetch = median(() => void gzipSync(gunzipSync(jsonGzip), { level: 6 }));
// A run's row on embedded PGlite: `select *` (what scene reads did) against the meta columns.
const handle = await openDatabase({ dataDir: "memory" });
await handle.migrate();
const owner = await createOwner(handle.db, "bench-render@example.com");
const sceneId = await addScene(handle.db, owner.id);
const ruid = await addRun(handle.db, owner.id, sceneId, new Date());
const rowRead: Record<string, number> = {};
for (const [format, data] of [["json", jsonGzip], ["packed", packedGzip]] as const) {
  await handle.db.update(sceneRuns).set({ data: Buffer.from(data), dataFormat: format }).where(eq(sceneRuns.id, ruid));
  const times: number[] = [];
  const meta: number[] = [];
  for (let i = 0; i < 40; i++) {
    let t0 = performance.now();
    await handle.db.select().from(sceneRuns).where(eq(sceneRuns.id, ruid));
    times.push(performance.now() - t0);
    t0 = performance.now();
    await handle.db.select(runMetaColumns).from(sceneRuns).where(eq(sceneRuns.id, ruid));
    meta.push(performance.now() - t0);
  }
  rowRead[`selectStar_${format}Blob`] = mid(times.slice(5));
  rowRead[`metaColumns_${format}Blob`] = mid(meta.slice(5));
}
await handle.close();
const same = JSON.stringify(decodePackedRender(packed)) === jsonText;

console.log(JSON.stringify({
  actors: N,
  simulateMs: simulate,
  workerJobMs: { json: jsonJob, packed: packedJob },
  encodeOnlyMs: encodeOnly,
  wireBytes: { json: jsonGzip.length, packed: packedGzip.length },
  rawBytes: { json: jsonText.length, packed: packed.length },
  browserDecodeMs: { jsonParse: parseJson, packedDecode: decodePacked },
  formerFetchRecompressMs: formerFetch,
  pgliteRunRowReadMs: rowRead,
  roundTripIdentical: same,
}, null, 2));
