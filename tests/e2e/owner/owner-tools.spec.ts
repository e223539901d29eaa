import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "../support/accounts";
import { collectLiveFrames, hostUrl, pickProfile, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

const FIVE = ["Anna-T Smirnova", "Boris-T Ivanov", "Vera-T Kuznetsova", "Gleb-T Orlov", "Daria-T Volkova"];

async function signIn(page: Page) {
  await page.goto(hostUrl("en", "/owner/login"));
  await submitLogin(page, E2E_ACCOUNTS.teams, /\/owner\/dashboard$/, "Sign in");
}

/** Creates a team from the teams page and lands on its simulator. */
async function createTeam(page: Page, title: string, members: string[]) {
  await page.goto(hostUrl("en", "/owner/teams"));
  const dialog = page.getByRole("dialog", { name: "New team" });
  await page.getByTestId("create-team").click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Team name").fill(title);
  for (const name of members) {
    await pickProfile(page, dialog.getByTestId("team-slots"), name, "en");
  }
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(/\/owner\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("scene-title")).toHaveText(title);
}


/**
 * Issue 5's journey: five completed profiles become a team; its run's compute phases arrive
 * over the live channel; a dismissal on the timeline changes moods and cohesion; undo brings
 * them back; a pair check draws the 12-month chart; two teams are compared.
 */
test("an owner simulates a team, checks a pair and compares teams (en)", async ({ page }) => {
  test.setTimeout(150_000);
  const frames = collectLiveFrames(page);
  await signIn(page);
  await saveScreen(page, "owner-dashboard-en", { fullPage: true });

  await createTeam(page, "Platform team", FIVE);
  const sceneId = page.url().split("/").pop()!;
  await expect(page.getByTestId("actor-card")).toHaveCount(5);
  await expect(page.getByTestId("indicator-cohesion")).toBeVisible({ timeout: 30_000 });

  // With the live channel open, a recalculation reports every compute phase over it.
  await expect(page.getByTestId("live-status").first()).toHaveAttribute("data-status", "OPEN");
  frames.length = 0;
  await page.getByTestId("run-button").click();
  await expect.poll(() => frames.filter((f) => f.type === "sceneComputePhase" && f.sceneId === sceneId).map((f) => f.phase)).toEqual(["INIT", "UNITS", "RENDER", "TRANSFER", "DONE"]);
  await expect(page.getByTestId("indicator-cohesion")).toBeVisible();
  await saveScreen(page, "simulator-en", { fullPage: true });

  // The last day of the forecast, before any change.
  const slider = page.getByTestId("day-slider");
  const atLastDay = async () => {
    await slider.focus();
    await slider.press("End");
    await expect(page.getByTestId("chosen-day")).toContainText(/forecast/i);
    return {
      cohesion: (await page.getByTestId("indicator-cohesion").innerText()).trim(),
      moods: (await page.getByTestId("actor-list").innerText()).trim(),
    };
  };
  const before = await atLastDay();

  // Dismiss Boris today: on the last day the team has changed.
  await page.getByRole("button", { name: "Actions for Boris-T Ivanov" }).click();
  await page.getByRole("menuitem", { name: "Dismiss" }).click();
  const dismiss = page.getByRole("dialog", { name: "Dismiss Boris-T Ivanov" });
  await dismiss.getByLabel("Dismissal date").fill(new Date().toISOString().slice(0, 10));
  await dismiss.getByTestId("event-confirm").click();
  await expect(dismiss).toBeHidden();
  await expect(page.getByTestId("undo-button")).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId("indicator-cohesion")).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await atLastDay()).cohesion, { timeout: 30_000 }).not.toBe(before.cohesion);
  const after = await atLastDay();
  expect(after.moods).not.toBe(before.moods);
  await expect(page.getByRole("article", { name: "Boris-T Ivanov" })).toContainText("Not in the team on this day");
  await saveScreen(page, "simulator-dismissed-en", { fullPage: true });

  // Undo lists what it cancels and brings the forecast back.
  await page.getByTestId("undo-button").click();
  const undo = page.getByRole("dialog", { name: "Undo the last change?" });
  await expect(undo.getByTestId("undo-labels")).toContainText(/dismiss/i);
  await undo.getByTestId("undo-confirm").click();
  await expect(undo).toBeHidden();
  await expect.poll(async () => (await atLastDay()).cohesion, { timeout: 30_000 }).toBe(before.cohesion);
  await expect(page.getByRole("article", { name: "Boris-T Ivanov" })).not.toContainText("Not in the team on this day");

  // A pair check: the 12-month chart with a month picker.
  await page.goto(hostUrl("en", "/owner/dashboard/p2p"));
  await pickPair(page, "Anna-T Smirnova", "Gleb-T Orlov");
  await page.getByTestId("pair-run").click();
  await expect(page.getByTestId("pair-result")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/owner\/dashboard\/p2p\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("pair-result").getByTestId("line-chart").locator("canvas")).toBeVisible();
  await expect(page.getByRole("group", { name: "Choose a month" }).getByRole("button")).toHaveCount(12);
  await expect(page.getByTestId("pair-result").getByTestId("norm-sentence").first()).toHaveText(/^(Low|Typical|High) for a pair of specialists: (higher than \d+% of pairs|lower than almost all pairs)$/);
  await saveScreen(page, "pair-check-en", { fullPage: true });

  // A second team, then both compared side by side.
  await createTeam(page, "Design team", ["Daria-T Volkova", "Egor-T Popov", "Vera-T Kuznetsova"]);
  await expect(page.getByTestId("indicator-cohesion")).toBeVisible({ timeout: 30_000 });
  await page.goto(hostUrl("en", "/owner/teams"));
  await page.getByRole("checkbox", { name: "Select the team “Platform team”" }).check();
  await page.getByRole("checkbox", { name: "Select the team “Design team”" }).check();
  await page.getByTestId("compare-teams").click();
  await expect(page).toHaveURL(/\/owner\/dashboard\/compare-teams\/[0-9a-f-]{36}$/);
  const table = page.getByTestId("compare-table");
  await expect(table).toContainText("Platform team");
  await expect(table).toContainText("Design team");
  await expect(table).toContainText("Cohesion");
  // Bands among reference teams; a trophy only where a team leads by more than the uncertainty.
  await expect(table.locator("[data-band]").first()).toBeVisible();
  await expect(table.locator("tr[data-same] [data-best]")).toHaveCount(0);
  await saveScreen(page, "compare-teams-en", { fullPage: true });

  // Unknown ids (or another owner's) "do not exist", with status 404.
  const unknown = "00000000-0000-4000-8000-000000000000";
  for (const [path, text] of [
    [`/owner/dashboard/p2p/${unknown}`, "Compatibility does not exist"],
    [`/owner/dashboard/team/${unknown}`, "Team does not exist"],
    [`/owner/dashboard/compare-teams/${unknown}`, "Comparison does not exist"],
    [`/owner/team/${unknown}`, "does not exist"],
  ] as const) {
    const response = await page.goto(hostUrl("en", path));
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: new RegExp(text) })).toBeVisible();
  }

  // The dashboard's history lists what was done, newest first.
  await page.goto(hostUrl("en", "/owner/dashboard"));
  await expect(page.getByText("Platform team").first()).toBeVisible();
});

async function pickPair(page: Page, first: string, second: string) {
  for (const [index, name] of [first, second].entries()) {
    await pickProfile(page, page.getByTestId(`pair-slot-${index}`), name, "en");
  }
}
