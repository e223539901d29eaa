// `npm run bench:lighthouse`: mobile Lighthouse (12.8.2, simulated throttling) on the public
// and consumer pages of the production server with the demo data: the landing, the FAQ,
// the owner's sign-in, the profile questionnaire, the couple questionnaire and a shared
// result (made through the API first). Every page runs BENCH_RUNS times (3) and each
// figure is the median of its runs, since scores move on shared CPUs.
//
// First-load JS is every script the page downloaded, as sent (compressed). The framework's
// own JS is the part of it that is the build's `rootMainFiles` (.next/build-manifest.json):
// React, React DOM, the App Router runtime and Turbopack's loader, which every page loads
// whatever it holds. Goals: performance >= 95, CLS < 0.05, first-load JS within 20 KB of
// the framework's.
//
// Lighthouse runs from node_modules (a devDependency pinned at 12.8.2). BENCH_LOCALE=en measures the English
// host (default ru); BENCH_PORT (3555) is the server's port, the next one the fake Stripe's.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { coupleBody } from "../tests/consumer/couple-answers";
import { apiJson, startProductionServer, waitForServer } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3555);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LOCALE = process.env.BENCH_LOCALE === "en" ? "en" : "ru";
const LIGHTHOUSE_VERSION = "12.8.2";
// Stack notes, pitfall 15: without the networking flags Chromium keeps trying to reach the internet.
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const GOAL = { performance: 95, cls: 0.05, jsOverFrameworkKb: 20 };

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  frameworkKb: number;
  /** Whether a downloaded script holds zod (its schemas carry a `_zod` property). */
  zod: boolean;
}

/** The command that runs Lighthouse here, or null (with the reason printed) when there is none. */
function lighthouseCommand(): string[] | null {
  const local = "node_modules/lighthouse/cli/index.js";
  if (existsSync(local)) return [process.execPath, local];
  console.error(`lighthouse@${LIGHTHOUSE_VERSION} is not installed (a devDependency): run npm install. Nothing measured.`);
  return null;
}

/** The framework's own scripts: the build's root main files, as URL paths. */
function frameworkPaths(): Set<string> {
  const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] };
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

type LighthouseReport = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } }>;
};

function runLighthouse(command: string[], url: string, framework: Set<string>, dir: string): Figures {
  const output = join(dir, "report.json");
  rmSync(output, { force: true });
  const [bin, ...args] = command;
  const run = spawnSync(
    bin!,
    [...args, url, "--quiet", "--form-factor=mobile", "--only-categories=performance", "--output=json", `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS.join(" ")}`, "--max-wait-for-load=60000"],
    { encoding: "utf8", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, timeout: 180_000 },
  );
  if (run.status !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url}: ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  const bytes = (items: typeof scripts) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    jsKb: bytes(scripts),
    frameworkKb: bytes(scripts.filter((item) => framework.has(new URL(item.url).pathname))),
    zod: scripts.some((item) => holdsZod(new URL(item.url).pathname)),
  };
}

/** Reads a downloaded script from the build (`/_next/static/...` is `.next/static/...`). */
function holdsZod(pathname: string): boolean {
  const file = join(".next", pathname.replace(/^\/_next\//, ""));
  return pathname.startsWith("/_next/") && existsSync(file) && readFileSync(file, "utf8").includes("._zod");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, "zod">) => median(runs.map((run) => run[key]));
  return { performance: of("performance"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), jsKb: of("jsKb"), frameworkKb: of("frameworkKb"), zod: runs.some((run) => run.zod) };
}

/** A couple result made through the API as the questionnaire makes it, and a share link to it. */
async function sharedResultPath(base: string): Promise<string> {
  const { key } = await apiJson<{ key: string }>(base, "/api/v1/owner/compatibility", { method: "POST", body: JSON.stringify(coupleBody({ ln: LOCALE })) });
  const { token } = await apiJson<{ token: string }>(base, `/api/v1/owner/compatibility/${key}/links`, { method: "POST" });
  return `/result/${token}`;
}

const command = lighthouseCommand();
if (!command) process.exit(1);

const server = startProductionServer({ port: PORT, database: { PGLITE_DIR: mkdtempSync(join(tmpdir(), "accordo-lighthouse-")) }, env: { E2E_STRIPE_PORT: String(PORT + 1) } });
const dir = mkdtempSync(join(tmpdir(), "accordo-lighthouse-report-"));
let failed = false;
try {
  await waitForServer(server);
  const framework = frameworkPaths();
  const pages: Array<[string, string]> = [
    ["landing", "/"],
    ["FAQ", "/faq"],
    ["login", "/owner/login"],
    ["profile questionnaire", "/profile-questionnaire"],
    ["couple questionnaire", "/couple-questionnaire"],
    ["shared result", await sharedResultPath(server.base)],
  ];
  // Chromium resolves *.localhost to loopback: the host picks the language (stack notes, pitfall 5).
  const origin = `http://${LOCALE}.localhost:${PORT}`;
  // One unmeasured visit per page, so the first measured run does not pay for the server's cold start.
  for (const [, path] of pages) await fetch(`${server.base}${path}`, { headers: { "x-forwarded-host": `${LOCALE}.localhost:${PORT}` } });

  const kb = (n: number) => `${n.toFixed(0)} KB`;
  const rows: string[][] = [];
  for (const [label, path] of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(runLighthouse(command, `${origin}${path}`, framework, dir));
    const m = medianFigures(runs);
    const met = m.performance >= GOAL.performance && m.cls < GOAL.cls && m.jsKb - m.frameworkKb <= GOAL.jsOverFrameworkKb;
    if (!met) failed = true;
    rows.push([label, String(m.performance), `${(m.lcpMs / 1000).toFixed(2)} s`, `${Math.round(m.tbtMs)} ms`, m.cls.toFixed(3), kb(m.jsKb), kb(m.frameworkKb), m.zod ? "yes" : "no", met ? "goal met" : "NOT met"]);
    console.error(`  ${label}: runs ${runs.map((r) => r.performance).join(", ")}`);
  }
  const header = ["page", "performance", "LCP", "TBT", "CLS", "first-load JS", "framework JS", "zod", "goal"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile, ${LOCALE} host, median of ${RUNS} runs per page`);
  console.log(`goal: performance >= ${GOAL.performance}, CLS < ${GOAL.cls}, first-load JS within ${GOAL.jsOverFrameworkKb} KB of the framework's (JS as sent, compressed)\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
