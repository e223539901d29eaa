// Helpers shared by the scripts that drive the production server as a separate process
// (bench:api, bench:load, test:faults): start it on a database of the caller's choice,
// wait for it, sign in, call the API, and summarise response times.
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the server wrote to stdout and stderr so far (when captured). */
  output(): string;
  /** Lines of the structured log (JSON) written so far, parsed (when captured). */
  logLines(): Array<Record<string, unknown>>;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  port: number;
  /** { PGLITE_DIR } or { DATABASE_URL }: the database is the caller's choice, never the inherited one. */
  database: Record<string, string>;
  /** More environment for the server (LOG_LEVEL, MAX_INFLIGHT_REQUESTS, ...). */
  env?: Record<string, string>;
  /** Extra Node flags, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
  /** Keep the server's output (to inspect its log) instead of passing stderr through. */
  capture?: boolean;
}

/**
 * Starts scripts/e2e-server.ts (build if needed, migrate, load the demo data once, then the
 * compiled server that `npm run serve` and the container image run, in production mode) as
 * a child process. `waitForServer` tells when it answers.
 */
export function startProductionServer(options: StartOptions): ServerProcess {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // the database is this run's choice
  delete inherited.PGLITE_DIR;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", "--import", "./scripts/allow-server-only.mjs", "scripts/e2e-server.ts"], {
    env: { ...inherited, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(options.port), LOG_LEVEL: "warn", ...options.env, ...options.database },
    stdio: options.capture ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  const chunks: string[] = [];
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => chunks.push(chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port: options.port,
    base: `http://localhost:${options.port}`,
    output: () => chunks.join(""),
    logLines: () =>
      chunks
        .join("")
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves when the server answers its health probe; fails if it exits or takes over `seconds`. */
export async function waitForServer(server: ServerProcess, seconds = 300): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server exited\n${server.output().slice(-4000)}`);
    try {
      if ((await fetch(`${server.base}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not start");
}

/** A JSON API call as the mobile app makes it (bearer token); throws on a non-2xx answer. */
export async function apiJson<T>(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { "content-type": "application/json", "x-auth-transport": "bearer", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo owner's bearer token (db/seed.ts). */
export async function signInDemoOwner(base: string): Promise<string> {
  const { accessToken } = await apiJson<{ accessToken: string }>(base, "/api/v1/passport/owner/login", {
    method: "POST",
    body: JSON.stringify({ username: "owner@demo.test", password: "Owner-Demo-2026" }),
  });
  return accessToken;
}

/** The p-th percentile (nearest rank) of response times, in whole milliseconds. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

/** A fresh database on the PostgreSQL server of `adminUrl`, and how to drop it again. */
export async function freshPostgres(adminUrl: string, name = `accordo_bench_${process.pid}`): Promise<{ url: string; drop: () => Promise<void> }> {
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The path of a ready 4-actor team check of the demo owner (PUT it with { wait: true } to
 * run it), after a few warm-up runs that start the worker threads and JIT-compile the engine.
 */
export async function prepareTeamCheck(base: string, token: string): Promise<string> {
  const profiles = await apiJson<{ items: Array<{ _id: string; eligible: boolean }> }>(base, "/api/v1/scene/profiles?eligible=true&limit=4", { token });
  const slots = profiles.items.slice(0, 4).map((p) => p._id);
  const check = await apiJson<{ _id: string }>(base, "/api/v1/scene/sandbox", { method: "POST", token, body: JSON.stringify({ slots }) });
  const path = `/api/v1/scene/scene/${check._id}/run`;
  for (let i = 0; i < 5; i++) await apiJson(base, path, { method: "PUT", token, body: JSON.stringify({ wait: true }) });
  return path;
}
