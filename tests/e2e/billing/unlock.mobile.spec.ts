import { coupleBody } from "@/tests/consumer/couple-answers";
import { E2E_ACCOUNTS } from "../support/accounts";
import { hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { payOnCheckout } from "./checkout";
import { saveScreen } from "../support/screens";

/** Issue 13: consumer unlocks on a phone, paid on Stripe's page (the fake) and fulfilled by its webhook. */

test("a love couple unlocks their pair's full reading and report for good (en)", async ({ page }) => {
  await page.goto(hostUrl("en", "/love-mobile/login"));
  await submitLogin(page, E2E_ACCOUNTS.loveLocked, /\/love-mobile\/p2p\/[0-9a-f-]{36}$/);
  const locked = page.getByTestId("locked");
  await expect(locked.getByRole("heading", { name: "Unlock the full reading" })).toBeVisible();
  await expect(page.getByTestId("report-panel")).toHaveCount(0);
  await page.getByRole("radio", { name: "This pair, for good" }).check();
  await saveScreen(locked, "unlock-pair-en");
  const pay = page.getByTestId("unlock-pay");
  await expect(pay).toHaveText(/^Pay \$4\.99$/);
  await pay.click();
  await payOnCheckout(page);
  await expect(page).toHaveURL(/\/love-mobile\/p2p\/[0-9a-f-]{36}/);
  await expect(page.getByTestId("report-panel")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("locked")).toHaveCount(0);
});

test("an anonymous result is paid by its key once: unlocked with its report, never offered again (ru)", async ({ page }) => {
  // The API is called from the page (Node cannot resolve ru.localhost; the browser can).
  await page.goto(hostUrl("ru", "/main"));
  const post = (path: string, body: unknown) =>
    page.evaluate(async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }, [path, body] as const);
  const created = await post("/api/v1/owner/compatibility", coupleBody({ ln: "ru", firstName: "Маша", partnerFirstName: "Петя" }));
  expect(created.status).toBe(200);
  const key = created.body.key as string;
  await page.goto(hostUrl("ru", `/main/questionnaire-result/${key}`));
  await expect(page.getByTestId("locked").getByRole("heading", { name: "Откройте полный разбор" })).toBeVisible();
  await page.getByLabel("E-mail для чека (необязательно)").fill("masha@example.com");
  await saveScreen(page.getByTestId("locked"), "unlock-result-ru");
  const pay = page.getByTestId("unlock-pay");
  await expect(pay).toContainText("₽");
  await pay.click();
  await payOnCheckout(page);
  await expect(page).toHaveURL(new RegExp(`/main/questionnaire-result/${key}`));
  await expect(page.getByTestId("report-panel")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("locked")).toHaveCount(0);

  // Once: asking to pay again answers "paid" with no checkout; a fresh look shows no offer.
  expect((await post("/api/v1/stripe/flame/create-anonymous-payment-intent", { key, discount: true })).body).toMatchObject({ status: "PAID", checkoutUrl: null });
  expect((await post("/api/v1/stripe/flame/check-anonymous-payment-pair", { key })).body).toEqual({ status: "PAID" });
  await page.goto(hostUrl("ru", `/main/questionnaire-result/${key}`));
  await expect(page.getByTestId("report-panel")).toBeVisible();
  await expect(page.getByTestId("unlock-pay")).toHaveCount(0);
});
