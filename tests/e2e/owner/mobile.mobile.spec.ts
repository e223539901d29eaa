import { expect, test } from "../support/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { saveScreen } from "../support/screens";

test("owner-mobile at a phone width: sign in, header and footer, settings (ru)", async ({ page }) => {
  await page.goto(hostUrl("ru", "/owner-mobile"));
  await expect(page).toHaveURL(/\/owner-mobile\/login/);
  await submitLogin(page, DEMO.owner, /\/owner-mobile\/p2p$/, "Войти");
  const header = page.getByRole("navigation", { name: "header" });
  for (const item of ["Проверка пары", "Проверка команды", "Профиль", "Профили", "Настройки"]) await expect(header.getByRole("link", { name: item, exact: true })).toBeVisible();
  const footer = page.getByRole("navigation", { name: "footer" });
  for (const item of ["Пара", "Профили", "Настройки"]) await expect(footer.getByRole("link", { name: item, exact: true })).toBeVisible();
  await footer.getByRole("link", { name: "Настройки" }).click();
  await expect(page.getByRole("heading", { name: "Настройки" })).toBeVisible();
  await expect(page.getByText("На этом адресе сайт всегда показывается на языке: Русский.")).toBeVisible();
  await saveScreen(page, "owner-mobile-settings-ru", { fullPage: true });
});

test("the owner desktop menu becomes a drawer at phone width (en)", async ({ page }) => {
  await page.goto(hostUrl("en", "/owner/login"));
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Monitor" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Compatibility check" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();
  await saveScreen(page, "owner-drawer-en", { fullPage: true });
});
