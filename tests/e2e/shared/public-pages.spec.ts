import { expect, plainTest as test } from "../support/test";
import { PROXY_COUNTED_ADDRESS, firstHopAddress } from "../support/addresses";
import { hostUrl, PORT } from "../support/helpers";

test("the landing page is served in the host's language with the platform name in the tab", async ({ page }) => {
  await page.goto(hostUrl("en", "/"));
  // The landing names the brand first, then what it does (lib/seo/page-metadata.ts).
  await expect(page).toHaveTitle(/^Accordo — /);
  // A research-based tendency, not a promise to know the future (issue 16).
  await expect(page.getByRole("heading", { level: 1 })).toContainText("are likely to work together");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("before it happens");
  await page.goto(hostUrl("ru", "/"));
  await expect(page).toHaveTitle(/^Аккордо — /);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("скорее всего, сработаются");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("the love host carries the love-platform name", async ({ page }) => {
  await page.goto(`http://love.localhost:${PORT}/`);
  await expect(page).toHaveTitle(/^Heartline — /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How well do you two fit?");
});

for (const lang of ["ru", "en"] as const) {
  test(`an unknown path shows the not-found page (${lang})`, async ({ page }) => {
    const response = await page.goto(hostUrl(lang, "/no/such/page"));
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: lang === "ru" ? "Страница не найдена" : "Page not found" })).toBeVisible();
  });
}

test("the 500 page exists", async ({ page }) => {
  await page.goto("/500");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
});

test("finding 4: a forwarded header never opens the developer outbox", async ({ request }) => {
  expect((await request.get("/dev/outbox")).status()).toBe(200);
  const forged: Array<Record<string, string>> = [{ "x-forwarded-for": "127.0.0.1" }, { "x-forwarded-for": "127.0.0.1, 127.0.0.1" }, { forwarded: "for=127.0.0.1" }, { "x-accordo-direct-local": "1", "x-forwarded-for": "::1" }];
  for (const headers of forged) {
    expect((await request.get("/dev/outbox", { headers })).status(), JSON.stringify(headers)).toBe(404);
  }
});

test("finding 4: behind the trusted proxy the counted address is the one the proxy appended, not the client's first hop", async ({ request }) => {
  // The browser-test server trusts one proxy hop. A client that varies the first X-Forwarded-For
  // entry on every guess is still counted by the right-most one, so the eleventh guess is refused.
  // Each answer as "status code", so a failure shows which guess was answered how.
  const answers: string[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await request.post("/api/v1/passport/owner/login", {
      headers: { "x-forwarded-for": `${firstHopAddress(i)}, ${PROXY_COUNTED_ADDRESS}`, origin: `http://localhost:${PORT}` },
      data: { username: `nobody-${i}@example.com`, password: "wrong-password" },
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    answers.push(`${response.status()} ${body.code ?? "-"}`);
  }
  expect(answers).toEqual([...Array<string>(10).fill("401 auth:incorrect_credentials"), "429 auth:too_many_requests"]);
});

test("the cookie notice is shown once and remembered", async ({ page }) => {
  await page.goto("/faq");
  const notice = page.getByRole("region", { name: "cookies" });
  await expect(notice).toContainText("We use cookies");
  await notice.getByRole("button", { name: "OK" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

// The notice is part of the served page, not painted after hydration (issue 14: it is the
// largest element above the fold on a phone, so a late notice made the page's LCP late).
for (const [lang, text, accept] of [
  ["ru", "Мы используем файлы cookie", "Понятно"],
  ["en", "We use cookies", "OK"],
] as const) {
  test(`the cookie notice is in the served page and shows without JavaScript (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hostUrl(lang, "/owner/login"));
    const notice = page.getByRole("region", { name: "cookies" });
    await expect(notice).toContainText(text);
    // Its OK button needs a script: without one the notice sits in the page's flow and covers nothing.
    await expect(notice.getByRole("button", { name: accept })).toBeHidden();
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    await context.close();
  });
}

for (const [lang, accept] of [
  ["ru", "Понятно"],
  ["en", "OK"],
] as const) {
  test(`a visitor who accepted the cookie notice never sees it again, not even before the page's scripts run (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/faq"));
    const notice = page.getByRole("region", { name: "cookies" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCSS("position", "fixed");
    await notice.getByRole("button", { name: accept }).click();
    await expect(notice).toBeHidden();
    // The next page is read before any of its scripts have run: the notice is already hidden.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto(hostUrl(lang, "/owner/login"));
    await expect(page.locator("html")).toHaveAttribute("data-cookie-notice", "accepted");
    await expect(page.locator("[data-cookie-notice-box]")).toBeHidden();
  });
}

for (const [lang, access, session] of [
  ["ru", "Доступ: кто угодно, без входа", "Доступ: после входа: Аккаунт компании"],
  ["en", "Access: anyone, no sign-in", "Access: signed in: Company account"],
] as const) {
  test(`the API reference for developers reads in the host's language (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/developers/api"));
    const reference = page.getByTestId("api-reference");
    await expect(reference.getByText(access).first()).toBeVisible();
    await expect(reference.getByText(session).first()).toBeVisible();
    if (lang === "ru") await expect(reference.getByText(/Access:/)).toHaveCount(0);
    // Node cannot resolve *.localhost (only Chromium does): the document is the same on every host.
    const download = await page.request.get("/api/v1/openapi.json");
    expect(((await download.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });
}
