import type { Page } from "@playwright/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

/** A link of the dashboard's history: its type's word and its title (other journeys may add entries of their own). */
function historyLink(page: Page, type: string, title: string, without?: string) {
  const links = page.getByTestId("action-history").getByRole("link").filter({ hasText: type }).filter({ hasText: title });
  return (without ? links.filter({ hasNotText: without }) : links).first();
}

/**
 * Issue 17 point 1: a newcomer who signs in as the demo owner on a fresh database finds
 * the company's story (db/seed-company-story.ts), not empty tools: a team with a year of
 * history (a hire, a dismissal, a new lead), a saved pair check and a comparison.
 */
test("the demo owner's first sign-in finds a team with a year of history, a saved pair check and a comparison (en)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl("en", "/owner/login"));
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
  await expect(page.getByTestId("counter-p2p")).not.toHaveText("0");
  await expect(page.getByTestId("counter-team")).not.toHaveText("0");
  await saveScreen(page, "demo-dashboard-en", { fullPage: true });

  // The team: its past events span the year, and its last run is shown without running again.
  await historyLink(page, "Team", "Platform team", "Growth team").click();
  await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("scene-title")).toHaveText("Platform team");
  await expect(page.getByTestId("indicator-cohesion")).toBeVisible({ timeout: 30_000 });
  const past = page.getByTestId("event-list").first();
  await expect(past).toContainText("Irina Morozova joined the team");
  await expect(past).toContainText("Pavel Lebedev left the team");
  await expect(past).toContainText("Anna Smirnova became the lead");
  await expect(page.getByRole("article", { name: "Pavel Lebedev" })).toContainText("Not in the team on this day");
  await saveScreen(page, "demo-team-en", { fullPage: true });

  // The saved pair check: its 12-month forecast is there.
  await page.goto(hostUrl("en", "/owner/dashboard"));
  await historyLink(page, "Pair check", "Anna Smirnova · Gleb Orlov").click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("pair-result").getByTestId("line-chart").locator("canvas")).toBeVisible({ timeout: 30_000 });

  // The comparison of the two teams.
  await page.goto(hostUrl("en", "/owner/dashboard"));
  await historyLink(page, "Team comparison", "Platform team · Growth team").click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[0-9a-f-]{36}$/);
  const table = page.getByTestId("compare-table");
  await expect(table).toContainText("Platform team");
  await expect(table).toContainText("Growth team");
  await expect(table).toContainText("Cohesion");
});

test("the demo owner's story reads in Russian on the Russian host (ru)", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(hostUrl("ru", "/owner/login"));
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Войти");
  await expect(historyLink(page, "Сравнение команд", "Platform team · Growth team")).toBeVisible();
  await expect(historyLink(page, "Проверка пары", "Anna Smirnova · Gleb Orlov")).toBeVisible();
  await historyLink(page, "Команда", "Growth team", "Platform team").click();
  await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f-]{36}$/);
  const past = page.getByTestId("event-list").first();
  await expect(past).toContainText("Sofia Nikolaeva: приход в команду");
  await expect(past).toContainText("Kirill Fedorov: уход из команды");
});
