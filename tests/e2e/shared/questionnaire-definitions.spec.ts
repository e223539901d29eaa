import type { Page } from "@playwright/test";
import { latestQuestionnaire } from "@/lib/questionnaire/content";
import { hostUrl } from "../support/helpers";
import { apiReads } from "../support/api-reads";
import { getOnHost } from "../support/host-request";
import { completeStep, FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";

/** Issue 14, point 5: questionnaire definitions come with the page, not from a request after hydration. */

const DEFINITION_API = "/api/v1/owner/questionnaire/unsecure";

function definitionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === DEFINITION_API) seen.push(request.url());
  });
  return seen;
}

test("the anonymous profile questionnaire is in the served HTML and fetches no definition (en)", async ({ page }) => {
  const fetched = definitionRequests(page);
  const response = await page.goto(hostUrl("en", "/profile-questionnaire"));
  // React separates adjacent text parts with empty comments in server HTML.
  const html = (await response!.text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(/Step 1 of \d+/);
  await expect(page.getByText(/Step 1 of \d+/).first()).toBeVisible();
  await page.getByRole("button", { name: FORM_TEXT.en.next }).hover();
  await expect(page.getByRole("button", { name: FORM_TEXT.en.next })).toBeEnabled();
  expect(fetched).toEqual([]);
});

test("the couple questionnaire opens its form with the page's definition (ru)", async ({ page }) => {
  const fetched = definitionRequests(page);
  await page.goto(hostUrl("ru", "/couple-questionnaire"));
  await page.getByTestId("mode-alone").click();
  await expect(page.getByText(/Шаг 1 из \d+/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Шаг 1 из \d+/).first()).toBeVisible();
  expect(fetched).toEqual([]);
});

const COUPLE_TEXT = {
  en: { firstName: "First name", partner: "Partner's first name", names: ["Olivia", "Noah"], notFound: "This invitation link does not work" },
  ru: { firstName: "Имя", partner: "Имя партнёра", names: ["Ольга", "Никита"], notFound: "Эта ссылка-приглашение не работает" },
} as const;

for (const lang of ["en", "ru"] as const) {
  test(`the couple questionnaire keeps its draft key in the address and resumes in the served HTML (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = COUPLE_TEXT[lang];
    const reads = apiReads(page, "/api/v1/owner/data/");
    const opened = await page.goto(hostUrl(lang, "/couple-questionnaire"));
    // The key is put into the address after loading, so the page sends no referrer from the start.
    expect(opened!.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByTestId("mode-alone").click();
    await expect(page).toHaveURL(/\/couple-questionnaire\?mode=alone&draft=[A-Za-z0-9_-]{22,}$/);
    await page.getByLabel(t.firstName, { exact: true }).fill(t.names[0]);
    await page.getByLabel(t.partner, { exact: true }).fill(t.names[1]);
    // The save of the completed step (a debounced save of the names may come first).
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/owner/data" && response.request().method() === "POST" && (response.request().postDataJSON() as { data?: { currentStep?: number } }).data?.currentStep === 1);
    await completeStep(page, lang);
    expect((await saved).status()).toBe(200);
    const link = page.url();

    // The served HTML already holds the second step (no request after hydration resumes it).
    const html = (await (await getOnHost(request, link)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(FORM_TEXT[lang].stepOf(2, 2));
    await page.reload();
    await expect(page.getByText(FORM_TEXT[lang].stepOf(2, 2)).first()).toBeVisible();

    // A visit without the key goes to the draft this browser remembers, names included.
    await page.goto(hostUrl(lang, "/couple-questionnaire"));
    await expect(page).toHaveURL(link);
    await expect(page.getByText(FORM_TEXT[lang].stepOf(2, 2)).first()).toBeVisible();

    // The mode the draft was saved with wins over an edited address.
    await page.goto(link.replace("mode=alone", "mode=together"));
    await expect(page).toHaveURL(link);
    await expect(page.getByText(FORM_TEXT[lang].stepOf(2, 2)).first()).toBeVisible();
    await page.getByRole("button", { name: FORM_TEXT[lang].back, exact: true }).click();
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue(t.names[0]);
    await expect(page.getByLabel(t.partner, { exact: true })).toHaveValue(t.names[1]);
    expect(reads).toEqual([]);
  });

  test(`dead questionnaire links say so in the served HTML (${lang})`, async ({ request }) => {
    const partner = await (await getOnHost(request, hostUrl(lang, "/couple-questionnaire/invite/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"))).text();
    expect(partner).toContain(COUPLE_TEXT[lang].notFound);
    const malformed = await (await getOnHost(request, hostUrl(lang, "/couple-questionnaire/invite/not%20a%20token"))).text();
    expect(malformed).toContain(COUPLE_TEXT[lang].notFound);
    const profile = await (await getOnHost(request, hostUrl(lang, "/profile-questionnaire?invite=AAAAAAAAAAAAAAAAAAAAAAAA"))).text();
    expect(profile).toContain(lang === "en" ? "This questionnaire link does not work" : "Ссылка на анкету не работает");
  });
}

// Entered by the choice's button, or by its link (a key the server made) and then reloaded
// (the key read back from the address): either way the sent draft is not offered again.
for (const entry of ["button", "link and reload"] as const) {
  test(`once sent, the couple questionnaire opens its result, and going back shows the choice, not the used draft (${entry}, en)`, async ({ page }) => {
    // A whole questionnaire answered through the browser, as the other journeys: about 30 s
    // alone on a quiet machine, 54-60 s beside a second worker (the time goes to the helper's
    // round trips per question; a click on an answer takes 16-40 ms in the page).
    test.setTimeout(120_000);
    const t = COUPLE_TEXT.en;
    if (entry === "button") {
      await page.goto(hostUrl("en", "/couple-questionnaire"));
      await page.getByTestId("mode-alone").click();
    } else {
      await page.goto(hostUrl("en", "/couple-questionnaire?mode=alone"));
      // The flow runs on the page's first use (a pointer over the form) and puts its key in the address.
      await page.getByLabel(t.firstName, { exact: true }).hover();
      await expect(page).toHaveURL(/\/couple-questionnaire\?mode=alone&draft=[A-Za-z0-9_-]{22,}$/);
      await page.reload();
    }
    await page.getByLabel(t.firstName, { exact: true }).fill(t.names[0]);
    await page.getByLabel(t.partner, { exact: true }).fill(t.names[1]);
    await completeStep(page, "en");
    await completeStep(page, "en", FORM_TEXT.en.toPreview);
    await page.getByRole("button", { name: "See our result" }).click();
    await expect(page).toHaveURL(/\/couple-questionnaire\/result\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId("couple-result")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/couple-questionnaire$/);
    await expect(page.getByTestId("mode-alone")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("mode-alone")).toBeVisible();
  });
}

/** Every script a page downloads while it loads and settles (and, with `use`, once the page is first used), by path. */
async function scriptsOf(page: Page, url: string, use = false): Promise<Set<string>> {
  const scripts = new Set<string>();
  const record = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  };
  page.on("request", record);
  await page.goto(url, { waitUntil: "load" });
  if (use) {
    const next = page.getByRole("button", { name: FORM_TEXT.en.next, exact: true });
    await next.hover();
    await expect(next).toBeEnabled();
  }
  await page.waitForTimeout(1_000);
  page.off("request", record);
  return scripts;
}

test("the couple questionnaire's choice loads neither the form's code nor its definition; a choice brings both (en)", async ({ page, request }) => {
  const choice = await scriptsOf(page, hostUrl("en", "/couple-questionnaire"));
  const definition = latestQuestionnaire("couple");
  const first = definition.questions.find((question) => question.step === definition.steps[0]!.id)!.label.en;
  expect(first).toMatch(/^[\w ]+$/); // nothing the HTML would escape, so the check below can fail
  expect((await (await getOnHost(request, hostUrl("en", "/couple-questionnaire"))).text()).replaceAll("<!-- -->", "")).not.toContain(first);
  // With a draft the first step comes in the HTML; its code once the page is used.
  const withDraft = await scriptsOf(page, hostUrl("en", "/couple-questionnaire?mode=alone"), true);
  const formOnly = [...withDraft].filter((path) => !choice.has(path));
  expect(formOnly.length).toBeGreaterThan(0);
  expect([...choice].filter((path) => !withDraft.has(path))).toEqual([]);
  await expect(page.getByText(first, { exact: true }).first()).toBeVisible();
});

test("with a draft, the couple questionnaire's code waits for the page's first use and takes what was typed meanwhile (en)", async ({ page }) => {
  const choice = await scriptsOf(page, hostUrl("en", "/couple-questionnaire"));
  // Hold back the code the choice does not load (the questionnaire's).
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route("**/_next/static/**/*.js", async (route) => {
    if (!choice.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto(hostUrl("en", "/couple-questionnaire?mode=alone"), { waitUntil: "load" });
  const firstName = page.getByLabel(COUPLE_TEXT.en.firstName, { exact: true });
  await expect(firstName).toBeVisible();
  await page.waitForTimeout(1_000);
  // Typing is the first use: the questionnaire's code is asked for (and held), the name stays in the field.
  await firstName.fill(COUPLE_TEXT.en.names[0]);
  await page.waitForTimeout(500);
  // The flow puts its draft key in the address once it runs: not before its code has come.
  await expect(page).toHaveURL(/\/couple-questionnaire\?mode=alone$/);
  release();
  await expect(page).toHaveURL(/\/couple-questionnaire\?mode=alone&draft=[A-Za-z0-9_-]{22,}$/);
  await page.getByRole("button", { name: FORM_TEXT.en.next, exact: true }).click();
  // The name typed before the code ran is the form's: the first field the form asks for is the partner's.
  await expect(page.locator('[data-problem="true"]').first()).toContainText(COUPLE_TEXT.en.partner);
  await expect(firstName).toHaveValue(COUPLE_TEXT.en.names[0]);
});
