import { expect, test } from "../support/test";
import { DEMO, submitLogin } from "../support/helpers";

test("the administrator and the owner are signed in at once in one browser", async ({ page }) => {
  await page.goto("/owner/login");
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");

  // The administrator area defaults to Russian on a neutral host.
  await page.goto("/administrator/login");
  await submitLogin(page, DEMO.administrator, /\/administrator\/profiles$/, "Войти");
  await expect(page.getByTestId("staff-who")).toHaveText(DEMO.administrator.email);

  await page.goto("/owner/dashboard");
  await expect(page.getByTestId("owner-email")).toHaveText("Demo Company");

  // Signing out of one domain leaves the other signed in.
  await page.goto("/administrator/profiles");
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/administrator\/login$/);
  await page.goto("/owner/dashboard");
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).toContain("sid_owner");
});

test("the estimator signs in and sees the estimator shell; the language can be switched", async ({ page }) => {
  await page.goto("/estimator/login");
  await expect(page.getByRole("heading", { name: "Вход" })).toBeVisible();
  await submitLogin(page, DEMO.estimator, /\/estimator$/, "Войти");
  await page.getByRole("combobox", { name: "Язык" }).selectOption("en");
  // The switch reloads the page; the sign-out button is disabled until the new page is hydrated.
  // The preference is stored for the estimator and survives signing out.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
