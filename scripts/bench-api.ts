// `npm run bench:api` (issue 14): the API at a real company's size, against the production
// server (npm start's build and server). Before each server starts, the benchmark seeds its
// database itself (scripts/lib/seed-bench-database.ts): the demo data, 5,000 profiles and
// 500 saved teams of 3-12 members for the demo owner. It measures, side by side in one run,
// on the embedded database npm start uses by default and on PostgreSQL too when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a fresh database is created there
// and dropped):
// - a 4-actor team check (PUT /scene/scene/{id}/run with { wait: true }) at 50 clients: p95 < 300 ms;
// - the profile picker's page, a search in it and the team list at 20 clients: p95 < 100 ms;
// - cached authenticated reads against a route handler without database (GET /api/v1/health,
//   the anchor) at 20 clients: at least half the anchor's requests per second.
// On PGlite the team check and the cached reads are measured again with the session cache off
// (BENCH_UNCACHED=0 skips that). BENCH_SECONDS (10) is each row's length; BENCH_PROFILES /
// BENCH_TEAMS change the size.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freshPostgres, percentile, prepareTeamCheck, startProductionServer, waitForServer } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// Extra Node flags for the server, e.g. BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const serverNodeArgs = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
const SEARCH_PREFIX = "Mar";

interface Measured {
  rps: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

interface Row extends Measured {
  database: string;
  name: string;
  clients: number;
  goal: string;
  met: boolean;
}

interface Seeded {
  ownerToken: string;
  flameToken: string;
  profiles: number;
  teams: number;
  seconds: number;
}

/** Seeds the database in a child process (server modules need the server-only shim). */
function seed(database: Record<string, string>): Promise<Seeded> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.PGLITE_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/allow-server-only.mjs", "scripts/lib/seed-bench-database.ts"], {
    env: { ...inherited, NODE_ENV: "production", LOG_LEVEL: "warn", ...database },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const line = output.split("\n").find((l) => l.startsWith("BENCH_DATA "));
      if (code !== 0 || !line) reject(new Error(`seeding failed (exit ${code})\n${output.slice(-2000)}`));
      else resolve(JSON.parse(line.slice("BENCH_DATA ".length)) as Seeded);
    });
  });
}

/** `clients` connections for `seconds`; every response time kept (autocannon's summary has no p95). */
async function load(url: string, options: { token?: string; method?: "GET" | "PUT"; body?: string; clients: number; seconds: number }): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: options.method ?? "GET",
        connections: options.clients,
        duration: options.seconds,
        headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        ...(options.body ? { body: options.body } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    rps: result.requests.total / options.seconds,
    total: result.requests.total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failed: result.errors + result.non2xx + result.timeouts,
  };
}

/** Waits (up to a minute) until the server answers its health probe within half a second: the previous row's abandoned requests are done. */
async function settle(base: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const started = Date.now();
    const ok = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
    if (ok && Date.now() - started < 500) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function measure(url: string, options: { token?: string; method?: "GET" | "PUT"; body?: string; clients: number }): Promise<Measured> {
  await load(url, { ...options, seconds: 1 }); // warm-up: JIT, connections, caches
  return load(url, { ...options, seconds: DURATION });
}

function printRow(row: Row): void {
  const verdict = row.goal === "reference" ? "" : `${row.goal}: ${row.met ? "met" : "NOT met"}`;
  console.log(`  ${row.name.padEnd(40)} ${String(row.clients).padStart(3)} clients  ${row.rps.toFixed(0).padStart(5)} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  failed ${row.failed}/${row.total}  ${verdict}`);
}

/** Runs `body` against a production server on `config`, collecting rows of `database`. */
async function withServer(database: string, config: Record<string, string>, env: Record<string, string>, body: (base: string, add: (name: string, clients: number, m: Measured, goal: string, met: boolean) => void) => Promise<void>): Promise<Row[]> {
  // One demo owner stands in for every client here, so the per-owner run quota is lifted.
  const server = startProductionServer({ port: PORT, database: config, nodeArgs: serverNodeArgs, env: { RUNS_PER_OWNER: "1000", ...env }, capture: true });
  const rows: Row[] = [];
  try {
    await waitForServer(server);
    await body(server.base, (name, clients, measured, goal, met) => {
      const row = { database, name, clients, goal, met: met && measured.failed === 0, ...measured };
      rows.push(row);
      printRow(row);
    });
  } finally {
    // What the server said of its troubles (its warnings and errors), when a row failed requests.
    if (rows.some((r) => r.failed > 0)) {
      const troubles = server.logLines().filter((line) => Number(line.level) >= 40);
      console.log(`  server: ${troubles.length} warning/error lines${troubles.length ? "; the last:" : ""}`);
      for (const line of troubles.slice(-5)) console.log(`    ${JSON.stringify(line).slice(0, 300)}`);
      if (server.child.exitCode !== null) console.log(`  server exited with ${server.child.exitCode}: ${server.output().slice(-1500)}`);
    }
    await server.stop();
  }
  return rows;
}

async function benchDatabase(database: string, config: Record<string, string>, options: { uncachedToo: boolean }): Promise<Row[]> {
  const seeded = await seed(config);
  console.log(`\n${database}: seeded ${seeded.profiles} profiles and ${seeded.teams} teams for the demo owner in ${seeded.seconds.toFixed(1)} s`);
  const owner = seeded.ownerToken;
  const rows = await withServer(database, config, {}, async (base, add) => {
    const runPath = await prepareTeamCheck(base, owner);
    const check = await measure(`${base}${runPath}`, { token: owner, method: "PUT", body: JSON.stringify({ wait: true }), clients: 50 });
    add("team check (4 actors)", 50, check, "p95 < 300 ms", check.p95 < 300);

    await settle(base);
    const anchor = await measure(`${base}/api/v1/health`, { clients: 20 });
    add("anchor: GET /health (no database)", 20, anchor, "reference", true);
    const half = `>= ${(anchor.rps / 2).toFixed(0)} req/s (half the anchor)`;
    const ownerSelf = await measure(`${base}/api/v1/owner/self`, { token: owner, clients: 20 });
    add("cached read: GET /owner/self", 20, ownerSelf, half, ownerSelf.rps >= anchor.rps / 2);
    const flameSelf = await measure(`${base}/api/v1/passport/flame/self`, { token: seeded.flameToken, clients: 20 });
    add("cached read: GET /passport/flame/self", 20, flameSelf, half, flameSelf.rps >= anchor.rps / 2);

    // Last: an unpaged list (before issue 14's paging) keeps the server busy long after its clients gave up.
    for (const [name, path] of [
      ["profile picker page (limit=50)", "/api/v1/scene/profiles?limit=50"],
      [`profile search (q=${SEARCH_PREFIX}, limit=50)`, `/api/v1/scene/profiles?q=${SEARCH_PREFIX}&limit=50`],
      ["team list (limit=50)", "/api/v1/scene/scenes?limit=50"],
    ] as const) {
      await settle(base);
      const list = await measure(`${base}${path}`, { token: owner, clients: 20 });
      add(name, 20, list, "p95 < 100 ms", list.p95 < 100);
    }
  });
  if (options.uncachedToo) {
    // The same server with the session cache off (SESSION_CACHE_TTL_MS=0): what the cache buys.
    console.log(`  (again with the session cache off)`);
    rows.push(
      ...(await withServer(database, config, { SESSION_CACHE_TTL_MS: "0" }, async (base, add) => {
        const runPath = await prepareTeamCheck(base, owner);
        add("team check, session cache off", 50, await measure(`${base}${runPath}`, { token: owner, method: "PUT", body: JSON.stringify({ wait: true }), clients: 50 }), "reference", true);
        await settle(base);
        add("GET /owner/self, session cache off", 20, await measure(`${base}/api/v1/owner/self`, { token: owner, clients: 20 }), "reference", true);
        add("GET /passport/flame/self, cache off", 20, await measure(`${base}/api/v1/passport/flame/self`, { token: seeded.flameToken, clients: 20 }), "reference", true);
      })),
    );
  }
  return rows;
}

const rows: Row[] = [];
rows.push(...(await benchDatabase("PGlite", { PGLITE_DIR: mkdtempSync(join(tmpdir(), "accordo-bench-")) }, { uncachedToo: process.env.BENCH_UNCACHED !== "0" })));
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await freshPostgres(adminUrl);
  try {
    rows.push(...(await benchDatabase("PostgreSQL", { DATABASE_URL: database.url }, { uncachedToo: false })));
  } finally {
    await database.drop();
  }
} else {
  console.log("\n(set BENCH_DATABASE_URL to a PostgreSQL server to measure it too)");
}

console.log(`\nSide by side (${DURATION} s a row; percentiles from every response time):`);
console.log("| row | clients | database | req/s | p50 | p95 | p99 | failed | goal | |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.name} | ${r.clients} | ${r.database} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.failed} | ${r.goal} | ${r.goal === "reference" ? "" : r.met ? "met" : "NOT met"} |`);
}
