import { expect, type Locator, type Page } from "@playwright/test";

export const FORM_TEXT = {
  en: { next: "Next", back: "Back", toPreview: "Review answers", preview: "Check your answers", send: "Send", thanks: "Thank you!", stepOf: (c: number, t: number) => `Step ${c} of ${t}` },
  ru: { next: "Далее", back: "Назад", toPreview: "Проверить ответы", preview: "Проверьте ответы", send: "Отправить", thanks: "Спасибо!", stepOf: (c: number, t: number) => `Шаг ${c} из ${t}` },
} as const;

/** A birth date the journeys give (the profile questionnaire v2 requires one; the years below fit it). */
export const JOURNEY_BIRTH_DATE = "1990-05-17";
/** A calendar year (career start and end) that fits JOURNEY_BIRTH_DATE and has already come. */
const JOURNEY_YEAR = 2015;

/** Answers one question the form marked as missing (or implausible), whatever its type. */
async function answerProblem(problem: Locator, n: number): Promise<void> {
  const dates = problem.locator('input[type="date"]');
  if ((await dates.count()) > 0) {
    await dates.first().fill(JOURNEY_BIRTH_DATE);
    return;
  }
  // Every option is a label around its input (scale rows hide the radio itself).
  const options = problem.locator('label:has(input[type="radio"])');
  const optionCount = await options.count();
  if (optionCount > 0) {
    await options.nth(n % optionCount).click();
    return;
  }
  const boxes = problem.locator('input[type="checkbox"]');
  if ((await boxes.count()) > 0) {
    await boxes.first().locator("xpath=ancestor::label[1]").click();
    return;
  }
  const numbers = problem.locator('input[type="number"]');
  if ((await numbers.count()) > 0) {
    for (let i = 0; i < (await numbers.count()); i++) {
      const input = numbers.nth(i);
      const min = Number((await input.getAttribute("min")) ?? "0");
      const max = Number((await input.getAttribute("max")) ?? String(min + 10));
      // Calendar years must fit the birth date; counts of years stay small so they fit it too.
      await input.fill(String(min >= 1900 && max >= JOURNEY_YEAR ? Math.max(min, JOURNEY_YEAR) : Math.min(max, min + 2)));
    }
    return;
  }
  // Chained dropdowns: choose the first option of each level as it appears.
  for (let level = 0; level < 3; level++) {
    const selects = problem.locator("select");
    if ((await selects.count()) <= level) break;
    await selects.nth(level).selectOption({ index: 1 });
  }
}

/**
 * Completes the current step: presses Next, answers every question the form marks as
 * missing (new conditional ones included), until the form moves on.
 */
export async function completeStep(page: Page, lang: "ru" | "en", nextLabel?: string): Promise<void> {
  const t = FORM_TEXT[lang];
  for (let round = 0; round < 10; round++) {
    const next = page.getByRole("button", { name: nextLabel ?? t.next, exact: true });
    // A pointer reaches the button before pressing it. That first move is what loads a
    // questionnaire's code when its page serves it without (hydrateOnUse): Playwright's click
    // alone would wait for the disabled button first. (A tap with no move before it is kept and
    // pressed once the code runs: questionnaire-on-use.spec.ts.)
    await next.hover();
    await next.click();
    const problems = page.locator('[data-problem="true"]');
    if ((await problems.count()) === 0) return;
    // From the last to the first: an answered question leaves the list, so the earlier
    // indices still point at the questions they pointed at.
    const count = await problems.count();
    for (let i = count - 1; i >= 0; i--) await answerProblem(problems.nth(i), i + round);
  }
  throw new Error("the step did not complete");
}

export async function expectStep(page: Page, lang: "ru" | "en", current: number, total: number): Promise<void> {
  await expect(page.getByText(FORM_TEXT[lang].stepOf(current, total), { exact: false }).first()).toBeVisible();
}
