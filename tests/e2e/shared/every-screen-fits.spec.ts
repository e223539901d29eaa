import { type Page } from "@playwright/test";
import { test } from "../support/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expectNoSidewaysScroll } from "../support/layout";
import { saveScreen } from "../support/screens";

/**
 * Issue 17: every owner, estimator and administrator screen fits a 390 px phone and a 1366 px
 * desktop in both languages: nothing scrolls sideways. With E2E_SCREENS=1 each screen is also
 * saved as a screenshot (test-results/screens/every/) for a person to look at.
 */
const WIDTHS = [390, 1366] as const;
const SIGN_IN = { en: "Sign in", ru: "Войти" } as const;

/** The first link on the page whose address matches, as a path (a record to open). */
async function firstLink(page: Page, lang: "en" | "ru", list: string, pattern: RegExp): Promise<string> {
  await page.goto(hostUrl(lang, list));
  await page.waitForFunction((source) => [...document.querySelectorAll("a[href]")].some((a) => new RegExp(source).test(a.getAttribute("href") ?? "")), pattern.source, { timeout: 30_000 });
  const href = await page.evaluate((source) => [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "").find((h) => new RegExp(source).test(h)) ?? "", pattern.source);
  return new URL(href, "http://x").pathname;
}

async function checkScreens(page: Page, lang: "en" | "ru", role: string, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    for (const path of paths) {
      // Not "networkidle": signed-in pages keep the live channel and its polls open.
      await page.goto(hostUrl(lang, path), { waitUntil: "load" });
      await page.locator("main").first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500)))));
      await expectNoSidewaysScroll(page);
      await saveScreen(page, `every/${role}${path.replace(/\//g, "_")}-${width}-${lang}`, { fullPage: true });
    }
  }
}

/** Per role: where it signs in, where it lands, the records it opens (a list and the link pattern), the screens. */
const ROLES = [
  {
    role: "owner",
    account: DEMO.owner,
    landing: /\/owner\/dashboard$/,
    timeout: 240_000,
    records: [
      ["/owner/profiles", /^\/owner\/profiles\/[0-9a-f-]{36}$/],
      ["/owner/teams", /^\/owner\/team\/[0-9a-f-]{36}$/],
    ],
    screens: (profile: string, team: string) => [
      "/owner/dashboard",
      "/owner/profiles",
      profile,
      "/owner/teams",
      team,
      "/owner/dashboard/p2p",
      "/owner/dashboard/team",
      "/owner/dashboard/compare-teams",
      "/owner/dashboard/monitor",
      "/owner/subscription",
      "/owner-mobile/p2p",
      "/owner-mobile/team",
      "/owner-mobile/profiles",
      "/owner-mobile/settings",
    ],
  },
  {
    role: "estimator",
    account: DEMO.estimator,
    landing: /\/estimator$/,
    timeout: 180_000,
    records: [["/estimator", /^\/estimator\/profiles\/[0-9a-f-]{36}$/]],
    screens: (profile: string) => ["/estimator", profile, "/estimator/compare-profiles", "/estimator/settings"],
  },
  {
    role: "administrator",
    account: DEMO.administrator,
    landing: /\/administrator\/profiles$/,
    timeout: 240_000,
    records: [
      ["/administrator/profiles", /^\/administrator\/profiles\/[0-9a-f-]{36}$/],
      ["/administrator/questionnaires", /^\/administrator\/questionnaires\/[0-9a-f-]{36}$/],
    ],
    screens: (profile: string, questionnaire: string) => [
      "/administrator/owners",
      "/administrator/estimators",
      "/administrator/profiles",
      profile,
      "/administrator/questionnaires",
      questionnaire,
      "/administrator/neuronet",
      "/administrator/consumer-results",
      "/administrator/analytics",
    ],
  },
] as const satisfies ReadonlyArray<{
  role: string;
  account: { email: string; password: string };
  landing: RegExp;
  timeout: number;
  records: ReadonlyArray<readonly [string, RegExp]>;
  screens: (...records: string[]) => string[];
}>;

for (const lang of ["en", "ru"] as const) {
  for (const { role, account, landing, timeout, records, screens } of ROLES) {
    test(`every ${role} screen fits 390 and 1366 px (${lang})`, async ({ page }) => {
      test.setTimeout(timeout);
      await page.goto(hostUrl(lang, `/${role}/login`));
      await submitLogin(page, account, landing, SIGN_IN[lang]);
      const opened: string[] = [];
      for (const [list, pattern] of records) opened.push(await firstLink(page, lang, list, pattern));
      await checkScreens(page, lang, role, (screens as (...records: string[]) => string[])(...opened));
    });
  }
}
