import { expect, test } from "@playwright/test";
import { hostUrl, PORT } from "../support/helpers";

test("the landing page is served in the host's language with the platform name in the tab", async ({ page }) => {
  await page.goto(hostUrl("en", "/"));
  await expect(page).toHaveTitle("Accordo");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Know how your people will work together");
  await page.goto(hostUrl("ru", "/"));
  await expect(page).toHaveTitle("Аккордо");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("the love host carries the love-platform name", async ({ page }) => {
  await page.goto(`http://love.localhost:${PORT}/`);
  await expect(page).toHaveTitle("Heartline");
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

test("forged client-address headers do not change the address the server counts", async ({ request }) => {
  const response = await request.get("/dev/outbox", { headers: { "x-accordo-client-ip": "203.0.113.5", "x-forwarded-for": "203.0.113.5" } });
  // The client address comes from the socket (loopback here), so the forged headers change nothing.
  expect(response.status()).toBe(200);
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
