// `npm run test:faults` (CI runs it after the database tests): the production server under
// database faults (checklist 31, finding 10). It starts a PostgreSQL server of its own on a
// spare port, so the machine's shared server is never stopped, and a PGlite directory of
// its own.
//   1. PostgreSQL stopped: an authenticated API call answers 503 + Retry-After at once, and
//      the server's log holds no SQL parameters and no session-token hash.
//   2. PostgreSQL restarted under a write load: 503s during the outage, and fast; service
//      back within 10 s of the database; every acknowledged write present and whole.
//   3. PGlite, SIGTERM under a write load: requests in progress finish, the server exits 0.
//   4. PGlite, kill -9 under a write load: restarted on the same directory, every
//      acknowledged write is there and whole.
// Prints the figures; exits non-zero when an expectation fails.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildIfNeeded } from "./build-if-needed";
import { percentile, signInDemoOwner, sleep, startProductionServer, waitForServer, type ServerProcess } from "./lib/production-server";
import { postgresBinDir, sparePort, startPrivatePostgres, type PrivatePostgres } from "./lib/private-postgres";

const CLIENTS = 4;
const results: Array<{ ok: boolean; text: string }> = [];

function expect(ok: boolean, text: string): void {
  results.push({ ok, text });
  console.log(`  ${ok ? "ok  " : "FAIL"} ${text}`);
}

// ---------------------------------------------------------------------------------------
// A write load: CLIENTS owners' apps creating profiles as fast as they are answered.

interface Outcome {
  started: number;
  ended: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  retryAfter: string | null;
  position: string;
  id?: string;
  error?: string;
}

interface Load {
  outcomes: Outcome[];
  stop(): Promise<void>;
}

function startWriteLoad(base: string, token: string, marker: string): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const client = async (c: number) => {
    for (let seq = 0; running; seq++) {
      const position = `${marker}-${c}-${seq}`;
      const started = Date.now();
      const outcome: Outcome = { started, ended: 0, status: 0, retryAfter: null, position };
      try {
        const response = await fetch(`${base}/api/v1/owner/profiles`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ firstName: "Fault", lastName: "Writer", position }),
          signal: AbortSignal.timeout(20_000),
        });
        outcome.status = response.status;
        outcome.retryAfter = response.headers.get("retry-after");
        const body = (await response.json().catch(() => ({}))) as { _id?: string; code?: string };
        if (response.ok) outcome.id = body._id;
        else outcome.error = body.code;
      } catch (error) {
        outcome.error = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      }
      outcome.ended = Date.now();
      outcomes.push(outcome);
      if (outcome.status !== 200 && outcome.status !== 201) await sleep(50);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

const isCreated = (o: Outcome) => (o.status === 200 || o.status === 201) && Boolean(o.id);

interface StoredProfile {
  id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  owner_id: string;
  questionnaire_id: string | null;
  permalink: string | null;
}

const PROFILE_COLUMNS = "id, first_name, last_name, position, owner_id, questionnaire_id, permalink";

/** Every acknowledged write is stored, and every stored row of this run is whole. */
function checkWrites(label: string, outcomes: Outcome[], rows: StoredProfile[]): void {
  const acknowledged = outcomes.filter(isCreated);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = acknowledged.filter((o) => !byId.has(o.id!));
  const mismatched = acknowledged.filter((o) => byId.has(o.id!) && byId.get(o.id!)!.position !== o.position);
  const sent = new Set(outcomes.map((o) => o.position));
  const partial = rows.filter((row) => row.first_name !== "Fault" || row.last_name !== "Writer" || !row.position || !sent.has(row.position) || !row.owner_id || !row.questionnaire_id || !row.permalink);
  const unacknowledged = rows.length - acknowledged.length + missing.length;
  console.log(`  ${label}: ${acknowledged.length} writes acknowledged, ${rows.length} rows stored (${unacknowledged} committed without an acknowledgement reaching the client)`);
  expect(missing.length === 0, `${label}: every acknowledged write is stored (${missing.length} missing)`);
  expect(mismatched.length === 0 && partial.length === 0, `${label}: no row half-written or different from what was acknowledged (${mismatched.length + partial.length})`);
}

function describeStatuses(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.status ? String(o.status) : `no answer (${o.error})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}: ${n}`).join(", ");
}

// ---------------------------------------------------------------------------------------
// 1 and 2: PostgreSQL of our own.

async function postgresScenarios(postgres: PrivatePostgres): Promise<void> {
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database accordo");
  await admin.end();

  const server = startProductionServer({ port: await sparePort(), database: { DATABASE_URL: postgres.url("accordo") }, env: { LOG_LEVEL: "info" }, capture: true });
  try {
    await waitForServer(server);
    const token = await signInDemoOwner(server.base);
    await databaseStopped(server, postgres, token);
    await restartUnderLoad(server, postgres, token);
    const code = await server.stop("SIGTERM");
    expect(code === 0, `the server on PostgreSQL shut down cleanly on SIGTERM (exit code ${code})`);
    // What the server said last, so a failed shutdown can be read from CI's log.
    if (code !== 0) console.log(`  the server's last output:\n${server.output().split("\n").slice(-15).join("\n")}`);
  } finally {
    await server.stop("SIGKILL");
  }
}

async function databaseStopped(server: ServerProcess, postgres: PrivatePostgres, token: string): Promise<void> {
  console.log("\n1. PostgreSQL stopped: an authenticated API call");
  const self = () => fetch(`${server.base}/api/v1/owner/self`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) });
  // A connection in the pool, which the stop breaks: the next query must not reuse it.
  expect((await self()).status === 200, "with the database up the call succeeds");
  const logBefore = server.output().length;
  await postgres.stop("fast");
  try {
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const response = await self();
      const ms = Date.now() - started;
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      expect(response.status === 503 && body.code === "service_unavailable", `call ${i + 1}: 503 service_unavailable (got ${response.status} ${body.code ?? ""})`);
      expect(Number(response.headers.get("retry-after")) > 0, `call ${i + 1}: Retry-After ${response.headers.get("retry-after")}`);
      expect(ms < 1_000, `call ${i + 1}: answered in ${ms} ms (< 1000)`);
    }
    const ready = await fetch(`${server.base}/api/v1/ready`);
    const readyBody = (await ready.json()) as { checks?: { database?: { error?: string } } };
    expect(ready.status === 503 && Boolean(ready.headers.get("retry-after")), `readiness answers ${ready.status} (database: ${readyBody.checks?.database?.error})`);
    expect((await fetch(`${server.base}/api/v1/health`)).status === 200, "health still answers 200");
  } finally {
    await postgres.start();
  }
  await sleep(300); // let the last log lines arrive
  const log = server.output().slice(logBefore);
  const tokenHash = createHash("sha256").update(token, "utf8").digest("hex");
  const lines = log.split("\n").filter(Boolean);
  const longest = Math.max(0, ...lines.map((l) => l.length));
  console.log(`  the server wrote ${lines.length} log lines (${log.length} bytes, longest ${longest}) during the outage`);
  expect(!/params:/i.test(log), "the log holds no SQL parameters (no `params:`)");
  expect(!log.includes(tokenHash) && !log.includes(token), "the log holds neither the session token nor its hash");
  const withStack = lines.filter((l) => /"stack"/.test(l) || /^\s+at /.test(l));
  expect(withStack.length === 0, `the log holds no stack trace${withStack.length ? `: ${withStack[0]!.slice(0, 400)}` : ""}`);
  expect(lines.some((l) => l.includes("database unavailable")), "each refused call logged one short line (\"database unavailable\")");
}

async function restartUnderLoad(server: ServerProcess, postgres: PrivatePostgres, token: string): Promise<void> {
  console.log(`\n2. PostgreSQL restarted under a write load (${CLIENTS} clients creating profiles)`);
  const marker = `pgfault ${randomBytes(3).toString("hex")}`;
  const load = startWriteLoad(server.base, token, marker);
  await sleep(3_000);
  const stoppedAt = Date.now();
  await postgres.stop("fast");
  const downAt = Date.now(); // pg_ctl returns once the server is gone
  await sleep(2_000);
  const startingAt = Date.now();
  await postgres.start();
  const backAt = Date.now(); // pg_ctl -w returns once the server accepts connections
  // Run on until the service has been answering again for a while (at most 15 s).
  const deadline = backAt + 15_000;
  let recoveredAt = 0;
  while (Date.now() < deadline) {
    const first = load.outcomes.find((o) => o.started >= backAt && isCreated(o));
    if (first) {
      recoveredAt ||= first.ended;
      if (Date.now() - recoveredAt > 2_000) break;
    }
    await sleep(100);
  }
  await load.stop();
  const outcomes = load.outcomes;

  // Requests made while no server was there at all (writes sent while it shut down may still succeed).
  const during = outcomes.filter((o) => o.started >= downAt && o.ended <= startingAt);
  const unavailable = outcomes.filter((o) => o.status === 503);
  const p95 = percentile(unavailable.map((o) => o.ended - o.started), 95);
  const unexpected = outcomes.filter((o) => !isCreated(o) && o.status !== 503);
  const afterRecovery = recoveredAt ? outcomes.filter((o) => o.started > recoveredAt + 1_000) : [];
  console.log(`  ${outcomes.length} requests: ${describeStatuses(outcomes)}`);
  console.log(`  outage ${backAt - stoppedAt} ms; 503 answers: ${unavailable.length}, p95 ${p95} ms, max ${Math.max(0, ...unavailable.map((o) => o.ended - o.started))} ms`);
  console.log(`  service back ${recoveredAt ? `${recoveredAt - backAt} ms` : "never"} after PostgreSQL was`);
  expect(during.length > 0 && during.every((o) => o.status === 503), `during the outage every answer was 503 (${during.length} requests: ${describeStatuses(during)})`);
  expect(unavailable.every((o) => Number(o.retryAfter) > 0), "every 503 carried Retry-After");
  expect(p95 < 1_000, `the 503s came fast: p95 ${p95} ms (< 1000)`);
  expect(unexpected.length === 0, `no other failure: no 500, no dropped connection (${unexpected.length}: ${describeStatuses(unexpected)})`);
  expect(recoveredAt > 0 && recoveredAt - backAt < 10_000, `service recovered within 10 s of PostgreSQL (${recoveredAt ? recoveredAt - backAt : "never"} ms)`);
  expect(afterRecovery.length > 0 && afterRecovery.every(isCreated), `after recovery every write succeeded (${describeStatuses(afterRecovery)})`);

  const client = new pg.Client({ connectionString: postgres.url("accordo") });
  await client.connect();
  const { rows } = await client.query<StoredProfile>(`select ${PROFILE_COLUMNS} from profiles where position like $1`, [`${marker}-%`]);
  await client.end();
  checkWrites("PostgreSQL", outcomes, rows);
}

// ---------------------------------------------------------------------------------------
// 3 and 4: PGlite.

async function pgliteScenarios(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "accordo-faults-pglite-"));
  const port = await sparePort();
  const start = async () => {
    const server = startProductionServer({ port, database: { PGLITE_DIR: dir }, env: { LOG_LEVEL: "info", SHUTDOWN_GRACE_MS: "10000" }, capture: true });
    await waitForServer(server);
    return server;
  };
  const all: Outcome[] = [];
  let server = await start();
  try {
    console.log(`\n3. PGlite, SIGTERM under a write load (${CLIENTS} clients)`);
    let token = await signInDemoOwner(server.base);
    const marker = `pglite ${randomBytes(3).toString("hex")}`;
    let load = startWriteLoad(server.base, token, `${marker}-a`);
    await sleep(2_000);
    const signalAt = Date.now();
    const exitCode = await server.stop("SIGTERM");
    const exitMs = Date.now() - signalAt;
    await load.stop();
    all.push(...load.outcomes);
    const before = load.outcomes.filter((o) => o.started < signalAt - 100);
    const inFlight = before.filter((o) => o.ended > signalAt);
    const shuttingDown = server.logLines().find((l) => l.msg === "shutting down");
    const stopped = server.logLines().find((l) => l.msg === "stopped");
    console.log(`  ${load.outcomes.length} requests: ${describeStatuses(load.outcomes)}; in progress at the signal: ${shuttingDown?.inFlight ?? "?"} by the server's count (${inFlight.length} sent over 100 ms before it); exit after ${exitMs} ms`);
    expect(stopped?.drained === true, `the server reports every request drained before it closed the pool and database (${JSON.stringify(stopped ?? null)})`);
    expect(exitCode === 0, `the server exited with code 0 (${exitCode})`);
    expect(before.every(isCreated), `every request sent before the signal was answered 2xx (${describeStatuses(before)})`);
    expect(exitMs < 12_000, `it stopped within the grace period (${exitMs} ms)`);

    console.log(`\n4. PGlite, kill -9 under a write load (${CLIENTS} clients), restarted on the same directory`);
    server = await start();
    token = await signInDemoOwner(server.base);
    load = startWriteLoad(server.base, token, `${marker}-b`);
    await sleep(2_500);
    server.child.kill("SIGKILL");
    await server.stop("SIGKILL");
    await load.stop();
    all.push(...load.outcomes);
    console.log(`  ${load.outcomes.length} requests: ${describeStatuses(load.outcomes)}`);
    const restartedAt = Date.now();
    server = await start();
    console.log(`  restarted in ${Date.now() - restartedAt} ms`);
    token = await signInDemoOwner(server.base);
    let served = 0;
    for (const o of all.filter(isCreated)) {
      const response = await fetch(`${server.base}/api/v1/owner/profiles/${o.id}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { position?: string };
      if (response.ok && body.position === o.position) served++;
    }
    const acknowledged = all.filter(isCreated).length;
    expect(served === acknowledged, `after the restart the API serves every acknowledged profile (${served} of ${acknowledged})`);
    expect((await server.stop("SIGTERM")) === 0, "the restarted server shut down cleanly");

    // The rows themselves, read from the directory now that no server holds it.
    const { PGlite } = await import("@electric-sql/pglite");
    const database = new PGlite(dir);
    const { rows } = await database.query<StoredProfile>(`select ${PROFILE_COLUMNS} from profiles where position like $1`, [`${marker}-%`]);
    await database.close();
    checkWrites("PGlite", all, rows);
  } finally {
    await server.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------

const started = Date.now();
buildIfNeeded();
if (!postgresBinDir() && !process.env.CI) {
  // A developer's machine without PostgreSQL: say so; CI (which has it) always runs them.
  console.log("[faults] SKIPPED the PostgreSQL scenarios: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql; CI runs them)");
} else {
  const postgres = await startPrivatePostgres();
  console.log(`[faults] PostgreSQL of our own on 127.0.0.1:${postgres.port}; the shared server is not touched`);
  try {
    await postgresScenarios(postgres);
  } catch (error) {
    expect(false, `the PostgreSQL scenarios ran to the end: ${(error as Error).message}`);
  } finally {
    postgres.destroy();
  }
}
try {
  await pgliteScenarios();
} catch (error) {
  expect(false, `the PGlite scenarios ran to the end: ${(error as Error).message}`);
}
const failed = results.filter((r) => !r.ok);
console.log(`\n[faults] ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const failure of failed) console.log(`  failed: ${failure.text}`);
console.log(`faults: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
