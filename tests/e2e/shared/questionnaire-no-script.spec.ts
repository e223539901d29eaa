import type { APIRequestContext } from "@playwright/test";
import { latestQuestionnaire } from "@/lib/questionnaire/content";
import { togetherVariant, type QuestionnaireDefinition } from "@/lib/questionnaire";
import { hostUrl } from "../support/helpers";
import { getOnHost } from "../support/host-request";
import { expect, test } from "../support/test";

/** Issue 17, point 9: the questionnaires show their first step without JavaScript. */

test.use({ javaScriptEnabled: false });

/** The questions of a definition's first step, in a language. */
function firstStep(definition: QuestionnaireDefinition, lang: "ru" | "en"): string[] {
  const first = definition.steps[0]!.id;
  return definition.questions.filter((question) => question.step === first).map((question) => question.label[lang]);
}

/** The served HTML as text, without React's separators between adjacent text parts. */
async function servedHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await getOnHost(request, url);
  expect(response.status()).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

test("the profile questionnaire's first step is in the served HTML (ru, en)", async ({ request }) => {
  const definition = latestQuestionnaire("profile");
  for (const lang of ["ru", "en"] as const) {
    const html = await servedHtml(request, hostUrl(lang, "/profile-questionnaire"));
    const questions = firstStep(definition, lang);
    expect(questions.length).toBeGreaterThan(2);
    expect(html).toContain(questions[0]);
    expect(html).toContain(questions.at(-1));
  }
});

test("without a script, the couple questionnaire's choice is a link to its first step", async ({ page, request }) => {
  const definition = latestQuestionnaire("couple");
  await page.goto(hostUrl("en", "/couple-questionnaire"));
  await page.getByTestId("mode-alone").click();
  await expect(page).toHaveURL(/\/couple-questionnaire\?mode=alone$/);
  await expect(page.getByText(firstStep(definition, "en")[0]!, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Step 1 of \d+/).first()).toBeVisible();

  const together = firstStep(togetherVariant(definition), "ru");
  const html = await servedHtml(request, hostUrl("ru", "/couple-questionnaire?mode=together"));
  expect(html).toMatch(/Шаг 1 из \d+/);
  expect(html).toContain(together[0]);
  expect(html).toContain(together.at(-1));
});
