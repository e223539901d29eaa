// `npm run bench:load` (a benchmark, not a test): the production server under overload
// (checklist 30). The 4-actor team check of bench:api (PUT .../run with { wait: true }: the
// database, the route and the engine's worker pool), on one server with the defaults:
//   50 clients (autocannon, each sending again the moment it is answered);
//   200 clients that, like the product's apps, wait what Retry-After says after a 503/429;
//   200 clients that retry at once regardless (autocannon: a retry storm);
// and on a server with the admission limit lifted, 200 clients as above, to show what the
// limit prevents. On the embedded database, and on PostgreSQL too when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a server (a fresh database is created there and dropped).
// Goals: at 50 clients no error and nothing shed; at 200 the server stays up and sheds the
// excess with 503/429 + Retry-After while the admitted requests keep a p99 at most half of
// what the same clients get with the limit lifted (which queues every request).
// "Where the time goes" comes from the server's own "load" log lines (event-loop delay,
// engine pool queue wait and run time), sampled every second.
// With `-- --instances N` it instead compares one instance with N behind a round-robin proxy,
// on PostgreSQL (scripts/lib/bench-instances.ts).
import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "./build-if-needed";
import { compareInstances } from "./lib/bench-instances";
import { freshPostgres, percentile, prepareTeamCheck, signInDemoOwner, startProductionServer, waitForServer, type ServerProcess } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3620);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

const instancesFlag = process.argv.indexOf("--instances");
if (instancesFlag >= 0) {
  const count = Number(process.argv[instancesFlag + 1]);
  if (!Number.isInteger(count) || count < 2) throw new Error("--instances takes a number of instances, 2 or more");
  buildIfNeeded();
  process.exit(await compareInstances(count, DURATION));
}

interface Phase {
  database: string;
  label: string;
  clients: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  tooMany: number;
  unavailable: number;
  /** Connection errors, timeouts and any other status. */
  errors: number;
  /** 429/503 answers without Retry-After. */
  noRetryAfter: number;
  /** Mean latency of the 2xx answers, ms. */
  okMean: number;
  okP99: number;
  where: string;
}

interface LoadLine {
  time: number;
  inFlight: number;
  admitted: number;
  shed: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  engine?: { waitMs: { mean: number; p99: number }; runMs: { mean: number; p99: number }; utilization: number };
}

function headerValue(raw: unknown, name: string): string | undefined {
  if (!Array.isArray(raw)) return undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) if (String(raw[i]).toLowerCase() === name) return String(raw[i + 1]);
  return undefined;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

interface Tally {
  okTimes: number[];
  allTimes: number[];
  statuses: Map<number, number>;
  noRetryAfter: number;
  /** Connection errors and timeouts. */
  failures: number;
  requestsPerSecond: number;
}

function newTally(): Tally {
  return { okTimes: [], allTimes: [], statuses: new Map(), noRetryAfter: 0, failures: 0, requestsPerSecond: 0 };
}

function record(tally: Tally, status: number, ms: number): void {
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tally.allTimes.push(ms);
  if (status >= 200 && status < 300) tally.okTimes.push(ms);
}

/** autocannon's clients: each sends its next request the moment an answer arrives, whatever it says. */
async function hammer(tally: Tally, base: string, path: string, token: string, clients: number): Promise<void> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${path}`,
        method: "PUT",
        connections: clients,
        duration: DURATION,
        timeout: 30,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ wait: true }),
        setupClient: (client) => {
          client.on("headers", ((info: { statusCode: number; headers: unknown }) => {
            if ((info.statusCode === 429 || info.statusCode === 503) && !headerValue(info.headers, "retry-after")) tally.noRetryAfter++;
          }) as never);
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => record(tally, status, responseTime));
  });
  tally.failures = result.errors + result.timeouts;
  tally.requestsPerSecond = result.requests.average;
}

/**
 * Clients as the product's apps behave: after a 503 or 429 each waits what Retry-After says
 * before trying again. Plain keep-alive HTTP, one connection per client.
 */
async function polite(tally: Tally, base: string, path: string, token: string, clients: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(path, base);
  const body = JSON.stringify({ wait: true });
  const deadline = Date.now() + DURATION * 1000;
  let total = 0;
  const once = () =>
    new Promise<{ status: number; retryAfter?: string }>((resolve) => {
      const req = request(url, { method: "PUT", agent, timeout: 30_000, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ status: 0 }));
      req.end(body);
    });
  const client = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const { status, retryAfter } = await once();
      total++;
      if (!status) {
        tally.failures++;
        continue;
      }
      record(tally, status, performance.now() - started);
      if (status === 429 || status === 503) {
        if (!retryAfter) tally.noRetryAfter++;
        await new Promise((r) => setTimeout(r, Math.min(Number(retryAfter) || 1, 5) * 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  tally.requestsPerSecond = total / DURATION;
}

async function phase(server: ServerProcess, database: string, label: string, clients: number, path: string, token: string, mode: "hammer" | "polite"): Promise<Phase> {
  const tally = newTally();
  const started = Date.now();
  await (mode === "hammer" ? hammer : polite)(tally, server.base, path, token, clients);
  const ended = Date.now();
  const { okTimes, allTimes, statuses, noRetryAfter } = tally;
  const count = (predicate: (status: number) => boolean) => [...statuses].filter(([s]) => predicate(s)).reduce((n, [, c]) => n + c, 0);
  const ok = count((s) => s >= 200 && s < 300);
  const tooMany = count((s) => s === 429);
  const unavailable = count((s) => s === 503);
  const other = count((s) => !(s >= 200 && s < 300) && s !== 429 && s !== 503);

  // The server's "load" lines written while this phase ran (the first second is warm-up).
  const lines = server
    .logLines()
    .filter((l) => l.msg === "load" && Number(l.time) > started + 1_000 && Number(l.time) <= ended + 500) as unknown as LoadLine[];
  const wait = mean(lines.flatMap((l) => (l.engine ? [l.engine.waitMs.mean] : [])));
  const run = mean(lines.flatMap((l) => (l.engine ? [l.engine.runMs.mean] : [])));
  const okMean = mean(okTimes);
  const share = (ms: number) => (okMean ? `${Math.round((100 * ms) / okMean)} %` : "-");
  const rest = Math.max(0, okMean - wait - run);
  const where = lines.length
    ? `mean ${Math.round(okMean)} ms = engine queue ${Math.round(wait)} ms (${share(wait)}) + engine run ${Math.round(run)} ms (${share(run)}) + the rest ${Math.round(rest)} ms (${share(rest)}: database, route, event loop); event-loop delay p50 ${mean(lines.map((l) => l.eventLoopDelayMs.p50)).toFixed(1)} ms, p99 ${mean(lines.map((l) => l.eventLoopDelayMs.p99)).toFixed(1)} ms, max ${Math.max(...lines.map((l) => l.eventLoopDelayMs.max)).toFixed(0)} ms; in flight up to ${Math.max(...lines.map((l) => l.inFlight))}, shed ${lines.reduce((n, l) => n + l.shed, 0)} of ${lines.reduce((n, l) => n + l.shed + l.admitted, 0)} at the door`
    : "(no load report from the server)";
  return {
    database,
    label,
    clients,
    rps: tally.requestsPerSecond,
    p50: percentile(allTimes, 50),
    p95: percentile(allTimes, 95),
    p99: percentile(allTimes, 99),
    ok,
    tooMany,
    unavailable,
    errors: tally.failures + other,
    noRetryAfter,
    okMean,
    okP99: percentile(okTimes, 99),
    where,
  };
}

async function benchDatabase(label: string, database: Record<string, string>): Promise<Phase[]> {
  const phases: Phase[] = [];
  const serve = async (limits: Record<string, string>) => {
    const server = startProductionServer({ port: PORT, database, env: { LOG_LEVEL: "info", LOAD_REPORT_SECONDS: "1", RUNS_PER_OWNER: "1000", ...limits }, capture: true });
    await waitForServer(server);
    const token = await signInDemoOwner(server.base);
    const path = await prepareTeamCheck(server.base, token);
    return { server, token, path };
  };
  // With the admission limit and engine queue of lib/env.ts's defaults.
  let { server, token, path } = await serve({});
  try {
    const runs: Array<[string, number, "hammer" | "polite"]> = [
      ["50", 50, "hammer"],
      ["200", 200, "polite"],
      ["200, no backoff", 200, "hammer"],
    ];
    for (const [name, clients, mode] of runs) {
      console.log(`[bench] ${label}: ${name} clients for ${DURATION} s…`);
      phases.push(await phase(server, label, name, clients, path, token, mode));
      const health = await fetch(`${server.base}/api/v1/health`).catch(() => null);
      if (health?.status !== 200) phases.at(-1)!.where += "; THE SERVER STOPPED ANSWERING";
    }
  } finally {
    await server.stop();
  }
  // The same 200 clients with no limit: what queueing without shedding looks like.
  ({ server, token, path } = await serve({ MAX_INFLIGHT_REQUESTS: "100000", MAX_EVENT_LOOP_DELAY_MS: "0", ENGINE_MAX_QUEUE: "100000" }));
  try {
    console.log(`[bench] ${label}: 200 clients, no admission limit, for ${DURATION} s…`);
    phases.push(await phase(server, label, "200, no limit", 200, path, token, "polite"));
  } finally {
    await server.stop();
  }
  return phases;
}

buildIfNeeded();
const phases = await benchDatabase("PGlite", { PGLITE_DIR: mkdtempSync(join(tmpdir(), "accordo-bench-load-")) });
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await freshPostgres(adminUrl, `accordo_bench_load_${process.pid}`);
  try {
    phases.push(...(await benchDatabase("PostgreSQL", { DATABASE_URL: database.url })));
  } finally {
    await database.drop();
  }
}

const columns = ["database", "clients", "requests/s", "p50 ms", "p95 ms", "p99 ms", "2xx", "429", "503", "errors", "2xx p99 ms"];
const rows = phases.map((p) => [p.database, p.label, p.rps.toFixed(0), p.p50, p.p95, p.p99, p.ok, p.tooMany, p.unavailable, p.errors, p.okP99].map(String));
const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
console.log(`\n4-actor team check, ${DURATION} s per row, this machine (${new Date().toISOString().slice(0, 10)})\n`);
console.log(line(columns));
for (const row of rows) console.log(line(row));

console.log("\nWhere the time goes (2xx answers; from the server's load report):");
for (const p of phases) console.log(`  ${p.database}, ${p.label}: ${p.where}`);

console.log("\nGoals:");
let failed = false;
const goal = (met: boolean, text: string) => {
  failed ||= !met;
  console.log(`  ${met ? "met    " : "NOT met"}  ${text}`);
};
for (const p of phases) {
  if (p.label === "50") goal(p.errors === 0 && p.unavailable === 0 && p.tooMany === 0, `${p.database}, 50 clients: no error and nothing shed (${p.errors} errors, ${p.unavailable + p.tooMany} shed)`);
  if (p.label === "200, no backoff") goal(p.errors === 0 && !p.where.includes("STOPPED"), `${p.database}, 200 clients retrying at once: the server stays up, no error (${p.errors})`);
  if (p.label === "200") {
    goal(p.errors === 0 && !p.where.includes("STOPPED"), `${p.database}, 200 clients: the server stays up, no error (${p.errors})`);
    goal(p.unavailable + p.tooMany > 0 && p.noRetryAfter === 0, `${p.database}, 200 clients: the excess is shed with Retry-After (${p.unavailable + p.tooMany} shed, ${p.noRetryAfter} without Retry-After)`);
    // The CPU this machine has to spare varies, so the p99 is compared with the same load unlimited.
    const unlimited = phases.find((q) => q.database === p.database && q.label === "200, no limit");
    if (unlimited) goal(2 * p.okP99 <= unlimited.okP99, `${p.database}, 200 clients: admitted requests keep a p99 at most half the unlimited server's (${p.okP99} ms vs ${unlimited.okP99} ms)`);
  }
}
if (failed) process.exitCode = 1;
