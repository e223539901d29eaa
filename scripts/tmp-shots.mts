import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const [path, name] = [process.argv[2]!, process.argv[3]!];
for (const lang of ["ru", "en"]) for (const width of [390, 1366]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(() => localStorage.setItem("cookie-notice-accepted", "1"));
  const page = await ctx.newPage();
  await page.goto(`http://${lang}.localhost:3300${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
