import type { Page } from "@playwright/test";
import { hostUrl } from "../support/helpers";
import { FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";

/** Issue 14, point 5: questionnaire definitions come with the page, not from a request after hydration. */

const DEFINITION_API = "/api/v1/owner/questionnaire/unsecure";

function definitionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === DEFINITION_API) seen.push(request.url());
  });
  return seen;
}

test("the anonymous profile questionnaire is in the served HTML and fetches no definition (en)", async ({ page }) => {
  const fetched = definitionRequests(page);
  const response = await page.goto(hostUrl("en", "/profile-questionnaire"));
  // React separates adjacent text parts with empty comments in server HTML.
  const html = (await response!.text()).replaceAll("<!-- -->", "");
  expect(html).toMatch(/Step 1 of \d+/);
  await expect(page.getByText(/Step 1 of \d+/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: FORM_TEXT.en.next })).toBeEnabled();
  expect(fetched).toEqual([]);
});

test("the couple questionnaire opens its form with the page's definition (ru)", async ({ page }) => {
  const fetched = definitionRequests(page);
  await page.goto(hostUrl("ru", "/couple-questionnaire"));
  await page.getByTestId("mode-alone").click();
  await expect(page.getByText(/Шаг 1 из \d+/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Шаг 1 из \d+/).first()).toBeVisible();
  expect(fetched).toEqual([]);
});
