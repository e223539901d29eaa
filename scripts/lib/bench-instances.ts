// `npm run bench:load -- --instances N`: the same 4-actor team check under the same clients,
// served by one instance and by N instances sharing PostgreSQL (and Redis when REDIS_URL is
// set), each behind the same tiny round-robin proxy in this process, so both rows pay the
// same extra hop. Prints throughput and p95 side by side. On one machine the instances share
// its cores with each other, the proxy and the load generator: the figure shows whether the
// design scales out, not what N machines would give.
import { randomBytes } from "node:crypto";
import { Agent, createServer, request, type Server } from "node:http";
import autocannon from "autocannon";
import { clusterPort } from "./cluster-helpers";
import { freshPostgres, percentile, prepareTeamCheck, signInDemoOwner, startProductionServer, waitForServer, type ServerProcess } from "./production-server";

/** A round-robin HTTP proxy over `upstreams` (which can be changed while it runs). */
function roundRobinProxy(upstreams: { current: ServerProcess[] }): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  return createServer((req, res) => {
    const target = upstreams.current[next++ % upstreams.current.length]!;
    const forward = request(`${target.base}${req.url}`, { method: req.method, headers: { ...req.headers, host: `localhost:${target.port}` }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
}

interface Row {
  instances: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  shed: number;
  errors: number;
}

async function hammer(base: string, path: string, token: string, clients: number, seconds: number, instances: number): Promise<Row> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${path}`, method: "PUT", connections: clients, duration: seconds, timeout: 30, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ wait: true }) },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  const count = (test: (s: number) => boolean) => [...statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
  return {
    instances,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ok: count((s) => s >= 200 && s < 300),
    shed: count((s) => s === 429 || s === 503),
    errors: result.errors + result.timeouts + count((s) => !(s >= 200 && s < 300) && s !== 429 && s !== 503),
  };
}

/** Runs the comparison; returns the exit code. */
export async function compareInstances(count: number, seconds: number, clients = 50): Promise<number> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log("[bench] --instances needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): instances cannot share the embedded database");
    return 1;
  }
  const database = await freshPostgres(adminUrl, `accordo_bench_instances_${process.pid}`);
  const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `bench-${process.pid}-${randomBytes(3).toString("hex")}:` } : {};
  const servers: ServerProcess[] = [];
  const upstreams = { current: servers };
  const proxy = roundRobinProxy(upstreams);
  try {
    for (let i = 0; i < count; i++) {
      const server = startProductionServer({ port: await clusterPort(), database: { DATABASE_URL: database.url }, env: { RUNS_PER_OWNER: "1000", E2E_STRIPE_PORT: String(await clusterPort()), ...redis } });
      servers.push(server);
      await waitForServer(server); // one after the other: the first start migrates and seeds
    }
    const proxyPort = await clusterPort();
    await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${proxyPort}`;
    const token = await signInDemoOwner(base);
    const path = await prepareTeamCheck(base, token); // warms every instance: the proxy spreads the warm-up runs
    const rows: Row[] = [];
    for (const n of [1, count]) {
      upstreams.current = servers.slice(0, n);
      console.log(`[bench] ${n} instance${n > 1 ? "s" : ""}: ${clients} clients for ${seconds} s…`);
      rows.push(await hammer(base, path, token, clients, seconds, n));
    }
    const columns = ["instances", "requests/s", "p50 ms", "p95 ms", "p99 ms", "2xx", "429/503", "errors"];
    const cells = rows.map((r) => [r.instances, r.rps.toFixed(0), r.p50, r.p95, r.p99, r.ok, r.shed, r.errors].map(String));
    const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
    console.log(`\n4-actor team check, ${clients} clients, ${seconds} s per row, PostgreSQL${redis.REDIS_URL ? " + Redis" : ""}, round-robin proxy in front, this machine (${new Date().toISOString().slice(0, 10)})\n`);
    console.log(columns.map((c, i) => c.padStart(widths[i]!)).join("  "));
    for (const row of cells) console.log(row.map((c, i) => c.padStart(widths[i]!)).join("  "));
    const [one, many] = rows as [Row, Row];
    console.log(`\n${count} instances: ${(many.rps / one.rps).toFixed(2)}x the throughput of one, p95 ${many.p95} ms vs ${one.p95} ms`);
    return rows.some((r) => r.errors > 0) ? 1 : 0;
  } finally {
    proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
