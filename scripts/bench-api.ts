// `npm run bench:api`: requests per second and p95 latency of a 4-actor team check
// (PUT /api/v1/scene/scene/{id}/run with { wait: true }: the whole run, worker pool
// included) under 20 concurrent clients, against the production server (npm start's
// build and server) with the demo data: on the embedded database npm start uses by
// default, and on a PostgreSQL server too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names one (a fresh database is created there and dropped). Goal: p95 under 300 ms.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const BASE = `http://localhost:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 20;
// Extra Node flags for the server, e.g. BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const serverNodeArgs = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server did not start");
}

async function json<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { "content-type": "application/json", "x-auth-transport": "bearer", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}


/** The p-th percentile (nearest rank) of response times, in whole milliseconds. */
function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `accordo_bench_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function bench(label: string, database: Record<string, string>): Promise<boolean> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // the database is this run's choice
  const server = spawn(process.execPath, [...serverNodeArgs, "--import", "tsx", "--import", "./scripts/allow-server-only.mjs", "scripts/e2e-server.ts"], {
    // One demo owner stands in for 20 clients here, so the per-owner run quota is lifted.
    env: { ...inherited, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(PORT), LOG_LEVEL: "warn", RUNS_PER_OWNER: "1000", ...database },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer(server);
    const { accessToken } = await json<{ accessToken: string }>("/api/v1/passport/owner/login", { method: "POST", body: JSON.stringify({ username: "owner@demo.test", password: "Owner-Demo-2026" }) });
    const profiles = await json<Array<{ _id: string; eligible: boolean }>>("/api/v1/scene/profiles", { token: accessToken });
    const slots = profiles.filter((p) => p.eligible).slice(0, 4).map((p) => p._id);
    const check = await json<{ _id: string }>("/api/v1/scene/sandbox", { method: "POST", token: accessToken, body: JSON.stringify({ slots }) });
    const path = `/api/v1/scene/scene/${check._id}/run`;
    // Warm-up: the first runs start the worker threads and JIT-compile the engine.
    for (let i = 0; i < 5; i++) await json(path, { method: "PUT", token: accessToken, body: JSON.stringify({ wait: true }) });

    // autocannon's summary has p90 and p97.5 but no p95: every response time is kept instead.
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${BASE}${path}`,
          method: "PUT",
          connections: CONNECTIONS,
          duration: DURATION,
          headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ wait: true }),
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
    const p95 = percentile(times, 95);
    const errors = result.errors + result.non2xx;
    console.log(`\n4-actor team check on ${label}, ${CONNECTIONS} concurrent clients, ${DURATION} s`);
    console.log(`  requests/s   mean ${result.requests.average.toFixed(1)}  (total ${result.requests.total})`);
    console.log(`  latency ms   p50 ${percentile(times, 50)}  p95 ${p95}  p99 ${percentile(times, 99)}  max ${Math.round(Math.max(...times))}`);
    console.log(`  errors       ${errors} (${((100 * errors) / Math.max(1, result.requests.total)).toFixed(2)} %)`);
    console.log(`  goal         p95 < 300 ms: ${p95 < 300 ? "met" : "NOT met"}`);
    return p95 < 300;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

await bench("the embedded database (PGlite)", { PGLITE_DIR: mkdtempSync(join(tmpdir(), "accordo-bench-")) });
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await freshPostgres(adminUrl);
  try {
    await bench("PostgreSQL", { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
} else {
  console.log("\n(set BENCH_DATABASE_URL to a PostgreSQL server to measure it too)");
}
