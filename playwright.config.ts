import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium in its headless shell (package chromium-headless-shell): the same Blink
// and V8 as the full browser without its user interface, which Playwright also uses by
// default. Playwright's own browser download cannot work on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: "node --import tsx --import ./scripts/allow-server-only.mjs scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    // TRUST_PROXY=1: the server runs as it would behind one proxy of ours, so the browser
    // tests can prove that forged forwarding headers gain nothing there (finding 4).
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(PORT), LOG_LEVEL: "warn", SMTP_URL: "", TRUST_PROXY: "1" },
  },
});
