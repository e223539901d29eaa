// `npm test`: every quality gate; stops at the first that fails. The type check and the
// linter run side by side, then the other stages one after another.
// Database tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set; the
// fault tests start a PostgreSQL server of their own (Debian's binaries) and a PGlite directory.
import { spawn, spawnSync } from "node:child_process";

// The type check and the linter each use one core, so they run side by side (their output
// is printed whole, each after its own end); every other stage uses both cores on its own.
const together = [
  ["typecheck", [["npx", ["next", "typegen"]], ["npx", ["tsc", "--noEmit"]]]],
  ["lint", [["npx", ["eslint", "--max-warnings", "0", "."]]]],
];
const steps = [
  ["unit tests", "npx", ["vitest", "run", "--project", "unit", "--project", "unit-isolated"]],
  // Two files at a time (vitest's default on 2 cores is one): each suite has its own database copy.
  ["database tests", "npx", ["vitest", "run", "--project", "db", "--maxWorkers=2"]],
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

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const fail = (name, status) => {
  console.error(`\n[test] ${name} failed.`);
  process.exit(status ?? 1);
};

/** Runs the commands one after another with their output collected (as bytes, so a character split between chunks stays whole); resolves with the first failing status, or 0. */
async function collected(commands) {
  const output = [];
  for (const [command, args] of commands) {
    output.push(Buffer.from(`$ ${command} ${args.join(" ")}\n`));
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => {
      child.on("error", (error) => {
        output.push(Buffer.from(`could not run ${command}: ${error.message}\n`));
        resolve(1);
      });
      child.on("close", (code, signal) => {
        if (signal) output.push(Buffer.from(`${command} was ended by ${signal}\n`));
        resolve(code ?? 1);
      });
    });
    if (status !== 0) return { status, output };
  }
  return { status: 0, output };
}

const timings = [];
console.info(`\n[test] ${together.map(([name]) => name).join(" and ")}, side by side`);
const results = await Promise.all(
  together.map(async ([name, commands]) => {
    const started = Date.now();
    const result = await collected(commands);
    console.info(`\n[test] ${name} (${seconds(started)}):`);
    process.stdout.write(Buffer.concat(result.output));
    timings.push(`${name} ${seconds(started)}`);
    return { name, ...result };
  }),
);
for (const { name, status } of results) if (status !== 0) fail(name, status);

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
  timings.push(`${name} ${seconds(started)}`);
  if (result.status !== 0) fail(name, result.status);
}
console.info(`\n[test] all passed: ${timings.join(", ")}`);
