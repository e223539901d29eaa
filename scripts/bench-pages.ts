// `npm run bench:pages`: the JavaScript a browser downloads to open each owner-tool page
// for the first time (cold cache), compressed as sent and uncompressed, measured in
// Debian's Chromium against the production server with the demo data.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const PORT = Number(process.env.BENCH_PORT ?? 3610);
const BASE = `http://localhost:${PORT}`;

const inherited = { ...process.env };
delete inherited.DATABASE_URL;
const server = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/allow-server-only.mjs", "scripts/e2e-server.ts"], {
  env: { ...inherited, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(PORT), LOG_LEVEL: "warn", PGLITE_DIR: mkdtempSync(join(tmpdir(), "accordo-pages-")) },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    if (await fetch(`${BASE}/`).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server did not start");
}

const browser = await (async () => {
  await waitForServer();
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
})();

try {
  // Sign in once; every page is then opened in a fresh context (empty cache) with that session.
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${BASE}/owner/login`);
  await page.fill("#username", "owner@demo.test");
  await page.fill("#password", "Owner-Demo-2026");
  await page.click("button[type=submit]");
  await page.waitForURL(/dashboard/);
  const team = await page.evaluate(async () => {
    const profiles = (await (await fetch("/api/v1/scene/profiles?eligible=true&limit=4")).json()) as { items: Array<{ _id: string; eligible: boolean }> };
    const actors = profiles.items.slice(0, 4).map((p) => ({ profileId: p._id, events: [] }));
    const created = await fetch("/api/v1/scene/scene", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "Bench team", actors }) });
    return ((await created.json()) as { _id: string })._id;
  });
  const state = await signIn.storageState();
  await signIn.close();

  const pages = [
    ["login", "/owner/login"],
    ["dashboard", "/owner/dashboard"],
    ["pair check", "/owner/dashboard/p2p"],
    ["team check", "/owner/dashboard/team"],
    ["teams", "/owner/teams"],
    ["simulator", `/owner/team/${team}`],
    ["comparison", "/owner/dashboard/compare-teams"],
    ["profiles", "/owner/profiles"],
    ["owner-mobile pair", "/owner-mobile/p2p"],
    ["owner-mobile team", "/owner-mobile/team"],
  ] as const;
  console.log("\nFirst load per page (cold cache): sent (compressed) / uncompressed, JavaScript and the HTML document");
  for (const [label, path] of pages) {
    const context = await browser.newContext(label === "login" ? {} : { storageState: state });
    const tab = await context.newPage();
    await tab.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
    const { sent, raw, files, htmlSent, htmlRaw } = await tab.evaluate(() => {
      const scripts = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js")) as PerformanceResourceTiming[];
      const html = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { sent: scripts.reduce((s, e) => s + e.encodedBodySize, 0), raw: scripts.reduce((s, e) => s + e.decodedBodySize, 0), files: scripts.length, htmlSent: html.encodedBodySize, htmlRaw: html.decodedBodySize };
    });
    const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} KB`;
    console.log(`  ${label.padEnd(20)} JS ${kb(sent)} / ${kb(raw)} in ${String(files).padStart(2)} files   HTML ${kb(htmlSent)} / ${kb(htmlRaw)}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
