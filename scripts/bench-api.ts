// `npm run bench:api`: requests per second and p95 latency of a 4-actor team check
// (PUT /api/v1/scene/scene/{id}/run with { wait: true }: the whole run, worker pool
// included) under 20 concurrent clients, against the production server (npm start's
// build and server) with the demo data: on the embedded database npm start uses by
// default, and on a PostgreSQL server too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names one (a fresh database is created there and dropped). Goal: p95 under 300 ms.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freshPostgres, percentile, prepareTeamCheck, signInDemoOwner, startProductionServer, waitForServer } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 20;
// Extra Node flags for the server, e.g. BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const serverNodeArgs = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);

async function bench(label: string, database: Record<string, string>): Promise<boolean> {
  // One demo owner stands in for 20 clients here, so the per-owner run quota is lifted.
  const server = startProductionServer({ port: PORT, database, nodeArgs: serverNodeArgs, env: { RUNS_PER_OWNER: "1000" } });
  try {
    await waitForServer(server);
    const accessToken = await signInDemoOwner(server.base);
    const path = await prepareTeamCheck(server.base, accessToken);

    // autocannon's summary has p90 and p97.5 but no p95: every response time is kept instead.
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.base}${path}`,
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
    await server.stop();
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
