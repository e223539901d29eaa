import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { compiledServerIsCurrent, compileServer } from "./lib/compile-server";

// Everything the Next.js build bundles (route handlers import lib/ and db/).
const SOURCES = ["app", "components", "lib", "i18n", "messages", "db", "public", "proxy.ts", "next.config.ts", "package.json", "postcss.config.mjs"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Builds what is missing or older than its sources, as `npm run build` would: Next's build
 * (.next/) and the compiled server and workers (.build/), each on its own evidence.
 */
export function buildIfNeeded(): void {
  nextBuildIfNeeded();
  if (compiledServerIsCurrent()) return;
  console.info("[build] compiling the server and workers…");
  compileServer();
}

function nextBuildIfNeeded(): void {
  const stamp = ".next/BUILD_ID";
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (built && built >= changed) return;
  console.info(built ? "[build] sources changed since the last build; building…" : "[build] no build yet; building (about a minute)…");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
