import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "../support/accounts";
import { collectLiveFrames, hostUrl, pickProfile, submitLogin } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

const pick = (page: Page, slot: string, name: string) => pickProfile(page, page.getByTestId(slot), name, "ru");

/**
 * Issue 5, team check (ru): four slots, a profile chosen again moves to the new slot, the
 * manager slot once more than two are filled, the run's phases over the live channel, the
 * indicators and members, and the check's own address that shows it again on reload.
 */
test("an owner checks a team of four with the loader's stages arriving live (ru)", async ({ page }) => {
  test.setTimeout(90_000);
  const frames = collectLiveFrames(page);
  await page.goto(hostUrl("ru", "/owner/login"));
  await submitLogin(page, E2E_ACCOUNTS.teams, /\/owner\/dashboard$/, "Войти");

  await page.goto(hostUrl("ru", "/owner/dashboard/team"));
  const run = page.getByTestId("team-run");
  await expect(run).toBeDisabled();
  await expect(page.getByText("Выберите хотя бы двух специалистов, заполнивших анкету.")).toBeVisible();

  await pick(page, "team-slot-0", "Anna-T Smirnova");
  await pick(page, "team-slot-1", "Boris-T Ivanov");
  await expect(run).toBeEnabled();
  // Two chosen: no manager yet, only the hint.
  await expect(page.getByTestId("team-manager")).toHaveCount(0);
  await expect(page.getByText("Руководителя можно добавить, когда выбрано больше двух специалистов.")).toBeVisible();

  // Choosing Anna again in the third slot moves her there.
  await pick(page, "team-slot-2", "Anna-T Smirnova");
  await expect(page.getByTestId("team-slot-0").getByRole("button", { name: "Выбрать специалиста" })).toBeVisible();
  await expect(page.getByTestId("team-slot-2")).toContainText("Anna-T Smirnova");
  await pick(page, "team-slot-0", "Daria-T Volkova");
  await pick(page, "team-slot-3", "Egor-T Popov");
  await expect(page.getByTestId("team-manager")).toBeVisible();
  await pick(page, "team-manager", "Vera-T Kuznetsova");

  await expect(page.getByTestId("live-status").first()).toHaveAttribute("data-status", "OPEN");
  await run.click();
  const result = page.getByTestId("team-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/owner\/dashboard\/team\/[0-9a-f-]{36}$/);
  const checkId = page.url().split("/").pop()!;
  // The loader's stages are driven by the run's phases, which came over the live channel.
  await expect
    .poll(() => frames.filter((f) => f.type === "sceneComputePhase" && f.sceneId === checkId).map((f) => f.phase))
    .toEqual(["INIT", "UNITS", "RENDER", "TRANSFER", "DONE"]);
  expect(frames.some((f) => f.type === "renderCheckTeam" && f.sceneId === checkId)).toBe(true);

  await expect(page.getByTestId("team-indicators").getByTestId("indicator-cohesion")).toBeVisible();
  await expect(page.getByTestId("team-member")).toHaveCount(4);
  // Every team score is read in words against reference teams (issue 16).
  await expect(page.getByTestId("indicator-cohesion").getByTestId("norm-sentence")).toHaveText(/^(Низкий|Обычный|Высокий) для команды: (выше, чем у \d+\s%\sкоманд|ниже, чем почти у всех команд)$/);
  await expect(page.getByTestId("indicator-managerFit").getByTestId("norm-sentence")).toContainText("для руководителя");
  await expect(page.getByTestId("team-power-norm")).toContainText("Текущая сила через 13 недель");
  for (const member of await page.getByTestId("team-member").all()) await expect(member.getByTestId("norm-sentence")).toContainText("для сотрудника команды");
  await expect(result.getByTestId("norms-explainer")).toHaveCount(1);
  await expect(result.getByTestId("earlier-model-note")).toHaveCount(0);
  await expect(result.getByTestId("line-chart").locator("canvas")).toBeVisible();
  await expect(page.getByRole("button", { name: "Проверить снова" })).toBeVisible();
  await saveScreen(page, "team-check-ru", { fullPage: true });

  // The check's address shows the same result after a reload.
  const cohesion = (await page.getByTestId("indicator-cohesion").textContent())!;
  await page.reload();
  await expect(page.getByTestId("indicator-cohesion")).toHaveText(cohesion);
  await expect(page.getByTestId("team-slot-2")).toContainText("Anna-T Smirnova");
  await expect(page.getByTestId("team-manager")).toContainText("Vera-T Kuznetsova");
});
