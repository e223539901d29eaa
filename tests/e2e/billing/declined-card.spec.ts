import { E2E_ACCOUNTS } from "../support/accounts";
import { hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { expectReturnedFromCheckout, payOnCheckout } from "./checkout";

/**
 * Issue 13 (en): a plan bought with a card that Stripe saves but whose later charges fail;
 * switching to a dearer plan charges the difference at once, the card is declined and the
 * payment-error dialog says so (spec: any payment error but insufficient funds is "Card
 * declined"); the plan stays as it was.
 */
test("a declined card shows the card-declined dialog and leaves the plan unchanged (en)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl("en", "/owner/login"));
  await submitLogin(page, E2E_ACCOUNTS.freeEn, /\/owner\/dashboard$/);
  await page.goto(hostUrl("en", "/owner/subscription"));
  await page.getByRole("button", { name: "Choose a plan" }).click();
  const plans = page.getByRole("dialog", { name: "Plans" });
  const teams = plans.getByRole("listitem", { name: "Teams" });
  await expect(teams.getByTestId("price")).toContainText("$");
  await teams.getByRole("button", { name: "Choose Teams" }).click();
  await payOnCheckout(page, "Visa 0341 (saved; later charges fail)");
  await expectReturnedFromCheckout(page, "/owner/subscription");
  await expect(page.getByTestId("subscription-status")).toHaveAttribute("data-state", "active");

  await page.getByRole("button", { name: "Change plan" }).click();
  await page.getByRole("dialog", { name: "Plans" }).getByRole("listitem", { name: "Simulator Pro" }).getByRole("button", { name: "Choose Simulator Pro" }).click();
  const error = page.getByRole("dialog", { name: "Payment failed" });
  await expect(error.getByTestId("payment-error")).toHaveAttribute("data-problem", "declined");
  await expect(error).toContainText("Card declined");
  await expect(error.getByRole("button", { name: "Change card" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveAttribute("data-state", "active");
  await expect(page.getByTestId("subscription-status")).toContainText("Teams");
});
