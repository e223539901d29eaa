import { chromium } from "playwright-core";
import { coupleBody } from "../tests/consumer/couple-answers.ts";

const PORT = Number(process.env.SHOT_PORT ?? 3300);
const OUT = process.env.SHOT_DIR ?? "/tmp/shots";
const only = process.env.SHOTS?.split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

async function api(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`http://localhost:${PORT}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json", origin: `http://localhost:${PORT}`, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown>, headers: res.headers };
}

// A locked and an unlocked result.
const locked = (await api("/api/v1/owner/compatibility", { body: coupleBody({ firstName: "Olivia", partnerFirstName: "Noah" }) })).json.key as string;
const unlocked = (await api("/api/v1/owner/compatibility", { body: coupleBody({ firstName: "Мария", partnerFirstName: "Александр", mode: "together" }) })).json.key as string;
const login = await api("/api/v1/administrator/login", { body: { username: "admin@demo.test", password: "Admin-Demo-2026" } });
const adminCookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const list = await api("/api/v1/administrator/compatibility?unlocked=locked", { cookie: adminCookie });
const target = (list.json.items as Array<{ _id: string; title: string }>).find((i) => i.title.startsWith("Мария"))!;
await api(`/api/v1/administrator/compatibility/${target._id}/unlock`, { method: "POST", cookie: adminCookie });
const share = (await api(`/api/v1/owner/compatibility/${unlocked}/links`, { method: "POST" })).json.token as string;
const invite = (await api(`/api/v1/owner/compatibility/${locked}/invite`, { method: "POST" })).json.token as string;

const pages: Array<[string, string]> = [
  ["main", "/main"],
  ["instruction", "/main/questionnaire-instruction"],
  ["questionnaire", "/main/questionnaire?mode=alone"],
  ["result-locked", `/main/questionnaire-result/${locked}`],
  ["result-unlocked", `/main/questionnaire-result/${unlocked}`],
  ["shared", `/result/${share}`],
  ["couple", "/couple-questionnaire"],
  ["invite", `/couple-questionnaire/invite/${invite}`],
];
for (const lang of ["en", "ru"] as const) {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      if (only && !only.includes(name)) continue;
      await page.goto(`http://${lang}.localhost:${PORT}${path}`);
      await page.waitForTimeout(name.startsWith("result") ? 2500 : 1200);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
const image = await fetch(`http://localhost:${PORT}/api/v1/owner/compatibility/shared/${share}/image`);
console.log("og image", image.status, image.headers.get("content-type"));
await browser.close();
console.log("done", OUT);
