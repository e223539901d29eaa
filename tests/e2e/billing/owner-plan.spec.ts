import { E2E_ACCOUNTS } from "../support/accounts";
import { collectLiveFrames, hostUrl, pickProfile, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { expectReturnedFromCheckout, payOnCheckout } from "./checkout";

/**
 * Issue 13, an owner on the free plan (ru): the first team check hits the team limit with
 * the spec's message, the plans open from it, the plan is bought on Stripe's page (the fake),
 * a second tab that was never reloaded sees the plan open over the live channel, the team
 * check runs, and the subscription is cancelled (active to its end date) and resumed.
 */
test("a free owner hits the team limit, buys a plan, sees it open without a reload, cancels and resumes (ru)", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(hostUrl("ru", "/owner/login"));
  await submitLogin(page, E2E_ACCOUNTS.freeRu, /\/owner\/dashboard$/, "Войти");

  // A second tab on the subscription page stays open, never reloaded; its live channel is up
  // once the server has answered it (the state it reflects on connecting).
  const watcher = await context.newPage();
  const frames = collectLiveFrames(watcher);
  await watcher.goto(hostUrl("ru", "/owner/subscription"));
  await expect(watcher.getByTestId("subscription-status")).toHaveAttribute("data-state", "not_active");
  await expect.poll(() => frames.some((f) => f.type === "reflectState")).toBe(true);

  await page.goto(hostUrl("ru", "/owner/dashboard/team"));
  await pickProfile(page, page.getByTestId("team-slot-0"), "Anna-R Smirnova", "ru");
  await pickProfile(page, page.getByTestId("team-slot-1"), "Boris-R Ivanov", "ru");
  await page.getByTestId("team-run").click();
  const limit = page.getByTestId("team-limit");
  await expect(limit).toHaveText("Достигнуто максимальное количество команд в вашей подписке.");
  await page.getByRole("button", { name: "Посмотреть тарифы" }).click();

  const plans = page.getByRole("dialog", { name: "Тарифы" });
  await expect(plans.getByRole("radio", { name: "Месяц" })).toHaveAttribute("aria-checked", "true");
  await expect(plans.getByTestId("plan-comparison")).toBeVisible();
  const teams = plans.getByRole("listitem", { name: "Команды" });
  await expect(teams.getByTestId("price")).toContainText("₽");
  await teams.getByRole("button", { name: "Выбрать «Команды»" }).click();

  await payOnCheckout(page);
  await expectReturnedFromCheckout(page, "/owner/dashboard/team");
  // The tab that was never reloaded hears the new access rules.
  await expect(watcher.getByTestId("subscription-status")).toHaveAttribute("data-state", "active");
  await expect(watcher.getByTestId("subscription-teams")).toContainText("0 из 1");
  expect(frames.some((f) => f.type === "syncAccessRules")).toBe(true);

  await pickProfile(page, page.getByTestId("team-slot-0"), "Anna-R Smirnova", "ru");
  await pickProfile(page, page.getByTestId("team-slot-1"), "Boris-R Ivanov", "ru");
  await page.getByTestId("team-run").click();
  await expect(page.getByTestId("team-result")).toBeVisible({ timeout: 30_000 });

  // Cancel: the plan stays until its end date; then resume.
  await watcher.reload();
  await watcher.getByRole("button", { name: "Отменить подписку" }).click();
  const confirm = watcher.getByRole("dialog", { name: "Отменить подписку?" });
  await confirm.getByRole("button", { name: "Отменить подписку" }).click();
  await expect(watcher.getByTestId("subscription-status")).toHaveAttribute("data-state", "renewal_cancelled");
  await expect(watcher.getByTestId("subscription-status")).toContainText(/Подписка не продлится: до \d{1,2} [а-я]+\.? \d{4} г\. тариф действует, затем закончится\./);
  await watcher.getByRole("button", { name: "Возобновить подписку" }).click();
  await expect(watcher.getByTestId("subscription-status")).toHaveAttribute("data-state", "active");
  await expect(watcher.getByTestId("invoice-list")).toContainText("₽");
});
