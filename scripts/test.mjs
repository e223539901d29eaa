// `npm test`: every quality gate in order; stops at the first that fails.
// Database tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set; the
// fault tests start a PostgreSQL server of their own (Debian's binaries) and a PGlite directory.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["next", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "--max-warnings", "0", "."]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["database tests", "npx", ["vitest", "run", "--project", "db"]],
  // CI builds with the container image's own command; locally the servers below build only
  // what is stale (scripts/build-if-needed.ts), which saves a minute or two per run.
  ...(process.env.CI ? [["build", "npm", ["run", "--silent", "build"]]] : []),
  // The production server under database faults, on a PostgreSQL server of its own (never the shared one).
  ["fault tests", "npm", ["run", "--silent", "test:faults"]],
  // Two production instances sharing PostgreSQL and Redis (issue 18); needs both servers.
  ["cluster tests", "npm", ["run", "--silent", "test:cluster"], () => (process.env.TEST_DATABASE_URL && process.env.REDIS_URL ? null : "needs TEST_DATABASE_URL and REDIS_URL (a PostgreSQL and a Redis server; CI sets both)")],
  ["browser tests", "npx", ["playwright", "test"]],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
if (!env.TEST_DATABASE_URL) console.info("[test] TEST_DATABASE_URL is unset: database tests run on embedded PGlite only (CI runs them on PostgreSQL too).");

const timings = [];
for (const [name, command, args, skipReason] of steps) {
  const reason = skipReason?.();
  if (reason) {
    console.info(`\n[test] ${name}: SKIPPED, ${reason}`);
    timings.push(`${name} skipped`);
    continue;
  }
  const started = Date.now();
  console.info(`\n[test] ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n[test] ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n[test] all passed: ${timings.join(", ")}`);
