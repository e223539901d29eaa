import { expect, type Page } from "@playwright/test";

/** The fake Stripe's hosted checkout page (tests/support/fake-stripe.ts): choose a test card and pay, as a buyer on Stripe's page would. */
export async function payOnCheckout(page: Page, card: "Visa 4242 (pays)" | "Visa 0341 (saved; later charges fail)" = "Visa 4242 (pays)"): Promise<void> {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
  await page.getByLabel(card).check();
  await page.getByRole("button", { name: /^(Pay|Save card)$/ }).click();
}

/**
 * Back on this site from Checkout at `path`: Checkout's return address carries
 * `payment=success`, which the owner shell removes from the address as soon as it hydrates
 * (a reload must not announce the payment again), so the proof of the return is the
 * shell's payment notice, not the address.
 */
export async function expectReturnedFromCheckout(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByTestId("payment-return")).toBeVisible();
  await expect(page).not.toHaveURL(/payment=/);
}
