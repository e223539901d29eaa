import type { Page } from "@playwright/test";
import { DEMO, hostUrl, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

/** A team's card on the monitor, by its title (other journeys may add teams of their own). */
const teamCard = (page: Page, title: string) => page.getByTestId("monitor-team").and(page.getByRole("listitem", { name: title, exact: true }));

/**
 * Issue 17 point 11: the director's monitor. The demo company's two teams (db/seed-company-story.ts)
 * are read from their stored runs: cohesion, power and atmosphere with their 90-day lines and
 * changes, in words; in the growth team, whose condition fell since Kirill Fedorov left.
 */
test("the demo owner opens the monitor from the dashboard and sees both teams with trends and who is falling (en)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl("en", "/owner/login"));
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
  await page.getByRole("link", { name: /Director's monitor/ }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/monitor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Director's monitor" })).toBeVisible();
  await expect(page.getByTestId("monitor-summary")).toContainText(/\d+ teams · condition falling: (none|\d+ teams?) · forecast dropped this week: (none|\d+ teams?)/);

  for (const title of ["Platform team", "Growth team"]) {
    const card = teamCard(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Forecast of \w{3} \d{1,2}, \d{4}/);
    for (const indicator of ["cohesion", "power", "atmosphere"]) {
      const tile = card.getByTestId(`monitor-${indicator}`);
      await expect(tile.getByRole("img", { name: /over the last 90 days: -?\d+ then -?\d+/ })).toBeVisible();
      await expect(tile.getByTestId("monitor-trend")).toHaveText(/^(up \d+ points? in 90 days|down \d+ points? in 90 days|steady in 90 days)$/);
      await expect(tile.getByTestId("norm-sentence")).toContainText(/(Low|Typical|High|low|typical|high) for a team/);
    }
  }
  // Kirill Fedorov left the growth team about a month ago: his former colleagues' condition fell.
  const growth = teamCard(page, "Growth team");
  const falling = growth.getByTestId("monitor-falling");
  await expect(falling).toContainText("Condition falling");
  await expect(falling.getByTestId("monitor-falling-member").first()).toContainText(/condition −?\d+ → −?\d+ \(−\d+ points\)/);
  await expect(falling).not.toContainText("Kirill Fedorov");
  await saveScreen(page, "monitor-en", { fullPage: true });

  // Each team leads to its simulator page.
  await teamCard(page, "Platform team").getByTestId("monitor-open").click();
  await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("scene-title")).toHaveText("Platform team");
});

test("the monitor reads in Russian from the side menu, and fits a phone (ru)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(hostUrl("ru", "/owner/login"));
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Войти");
  await page.getByRole("navigation", { name: "Меню" }).getByRole("link", { name: "Монитор" }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/monitor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Монитор директора" })).toBeVisible();
  await expect(page.getByTestId("monitor-summary")).toContainText(/\d+ команд[аы]? · состояние падает: в \d+ команд\S* · прогноз снизился за неделю: /);
  const growth = teamCard(page, "Growth team");
  await expect(growth).toContainText(/Прогноз от \d{1,2} \S+ \d{4}/);
  await expect(growth.getByTestId("monitor-cohesion")).toContainText("Сплочённость");
  await expect(growth.getByTestId("monitor-cohesion").getByTestId("monitor-trend")).toHaveText(/^(\+\d+ пункт(а|ов)? за 90 дней|−\d+ пункт(а|ов)? за 90 дней|без изменений за 90 дней)$/);
  await expect(growth.getByTestId("monitor-power").getByTestId("norm-sentence")).toContainText(/для команды/);
  await expect(growth.getByTestId("monitor-falling")).toContainText("Состояние падает");
  await expect(growth.getByTestId("monitor-falling-member").first()).toContainText(/состояние −?\d+ → −?\d+ \(−\d+ пункт/);
  await expect(teamCard(page, "Platform team").getByTestId("monitor-atmosphere")).toContainText("Атмосфера");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(teamCard(page, "Growth team")).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreen(page, "monitor-ru-phone", { fullPage: true });
});
