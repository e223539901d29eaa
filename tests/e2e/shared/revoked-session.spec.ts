import { expect, test } from "../support/test";
import { DEMO, PORT, submitLogin } from "../support/helpers";

test("a revoked session is sent back to its login page (page load and API call)", async ({ page, context, playwright }) => {
  await page.goto("/owner/login");
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");

  // Open the settings, then end the session from elsewhere (logout with the same token).
  await page.getByRole("button", { name: "Settings" }).click();
  const token = (await context.cookies()).find((c) => c.name === "sid_owner")!.value;
  const other = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
  const logout = await other.post("/api/v1/passport/owner/logout", { headers: { authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBe(true);

  // An API call from the page gets 401: the owner area signs out and goes to its login page.
  await page.locator("#current-password").fill(DEMO.owner.password);
  await page.locator("#settings-password").fill("Another-Secret-1");
  await page.locator("#settings-repeat").fill("Another-Secret-1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/owner\/login\?next=%2Fowner%2Fdashboard/);

  // A signed-in page loaded without a live session also lands on the login page.
  await page.goto("/owner-mobile/settings");
  await expect(page).toHaveURL(/\/owner-mobile\/login\?next=%2Fowner-mobile%2Fsettings/);
  await other.dispose();
});
