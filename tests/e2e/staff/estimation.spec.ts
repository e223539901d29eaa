import { DEMO, hostUrl, linkFromOutbox, PORT, submitLogin, uniqueEmail } from "../support/helpers";
import { acceptCookieNotice, expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

/**
 * Issue 6's journey: the administrator creates an estimator and e-mails a sign-in link;
 * the estimator signs in from the outbox, takes a batch, grades one profile (main and
 * detailed, with a comment), postpones one and marks one suspicious; the filters show each;
 * the administrator sees the graded profile's final score and overrides it; the owner sees
 * the grade on the profile.
 */
test("an estimator grades profiles and the administrator's final score reaches the owner (en)", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("estimator");
  const origin = `http://en.localhost:${PORT}`;

  // The administrator creates the estimator, then sends the sign-in link from the row.
  await page.goto(hostUrl("en", "/administrator/login"));
  await submitLogin(page, DEMO.administrator, /\/administrator\/profiles$/, "Sign in");
  await page.goto(hostUrl("en", "/administrator/estimators"));
  await page.getByRole("button", { name: "New estimator" }).click();
  const form = page.getByTestId("estimator-create-form");
  await form.getByLabel("Full name").fill("Irina Test");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Information").fill("Grades backend profiles");
  await form.getByLabel("E-mail a sign-in link now").uncheck();
  await form.getByRole("button", { name: "New estimator" }).click();
  await expect(page.getByText("The estimator Irina Test was created.")).toBeVisible();
  await page.getByRole("button", { name: `Send a sign-in link to ${email}` }).click();
  await expect(page.getByText(`A sign-in link has been sent to ${email}.`)).toBeVisible();
  await saveScreen(page, "admin-estimators-en", { fullPage: true });

  // The estimator opens the e-mailed link in their own browser.
  const estimatorContext = await browser.newContext();
  await acceptCookieNotice(estimatorContext);
  const estimator = await estimatorContext.newPage();
  const link = await linkFromOutbox(estimator, origin, email);
  await estimator.goto(link);
  await expect(estimator).toHaveURL(/\/estimator$/);
  await expect(estimator.getByRole("heading", { name: "Profiles to estimate" })).toBeVisible();
  await estimator.getByRole("button", { name: "Take a new batch" }).click();
  await expect(estimator.getByText(/profiles? (was|were) added to your list/)).toBeVisible();
  const rows = estimator.getByTestId("estimator-list").getByRole("link");
  await expect(rows.nth(2)).toBeVisible();
  const nameOf = async (i: number) => (await rows.nth(i).locator("span.font-medium").first().innerText()).trim();
  const [graded, postponed, suspicious] = [await nameOf(0), await nameOf(1), await nameOf(2)];

  // Grade the first: main grade, detailed grade and a comment.
  await rows.nth(0).click();
  await expect(estimator.getByTestId("estimate-state")).toHaveText("Viewed");
  await estimator.getByRole("combobox", { name: "Competence (K)" }).selectOption("SENIOR");
  await estimator.getByRole("combobox", { name: "Professionalism (P)" }).selectOption("MIDDLE_PLUS");
  await estimator.getByRole("combobox", { name: "Personal maturity (L)" }).selectOption("MIDDLE");
  await estimator.getByRole("button", { name: "Save the estimation" }).click();
  await expect(estimator.getByText("Saved: Main estimation")).toBeVisible();
  // A precise grade out of range is refused beside its own field (issue 17 point 8).
  await estimator.getByRole("textbox", { name: "Competence (K)" }).fill("140");
  await estimator.getByRole("button", { name: "Save the detailed estimation" }).click();
  await expect(estimator.getByRole("textbox", { name: "Competence (K)" })).toHaveAttribute("aria-invalid", "true");
  await expect(estimator.getByRole("alert").filter({ hasText: "Enter a number from 0 to 100" })).toBeVisible();
  await expect(estimator.getByRole("textbox", { name: "Professionalism (P)" })).toHaveAttribute("aria-invalid", "false");
  await estimator.getByRole("textbox", { name: "Competence (K)" }).fill("82");
  await estimator.getByRole("textbox", { name: "Professionalism (P)" }).fill("64.5");
  await estimator.getByRole("textbox", { name: "Personal maturity (L)" }).fill("51");
  await estimator.getByRole("button", { name: "Save the detailed estimation" }).click();
  await expect(estimator.getByText("Saved: Detailed estimation")).toBeVisible();
  await estimator.getByLabel("Comment").fill("Strong systems thinking; check the team answers again.");
  await estimator.getByRole("button", { name: "Save the comment" }).click();
  await expect(estimator.getByText("Saved: Comment")).toBeVisible();
  await expect(estimator.getByTestId("estimate-state")).toHaveText("Estimated");
  await saveScreen(estimator, "estimator-grading-en", { fullPage: true });

  // Postpone the second, mark the third suspicious.
  await estimator.goto(`${origin}/estimator`);
  await rows.filter({ hasText: postponed }).click();
  await estimator.getByRole("button", { name: "Postpone" }).click();
  await expect(estimator.getByTestId("estimate-state")).toHaveText("Viewed · Postponed");
  await estimator.goto(`${origin}/estimator`);
  await rows.filter({ hasText: suspicious }).click();
  await estimator.getByRole("button", { name: "Mark as suspicious" }).click();
  await expect(estimator.getByTestId("estimate-state")).toHaveText("Viewed · Suspicious");

  // Each filter shows each profile in its state.
  await estimator.goto(`${origin}/estimator`);
  const state = estimator.getByRole("combobox", { name: "State" });
  const expectOnly = async (name: string) => {
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
  };
  await state.selectOption({ label: "Estimated" });
  await expectOnly(graded);
  await state.selectOption({ label: "Postponed" });
  await expectOnly(postponed);
  await state.selectOption({ label: "Suspicious" });
  await expectOnly(suspicious);
  await state.selectOption({ label: "All" });
  await estimator.getByLabel("With a comment").check();
  await expectOnly(graded);
  await estimator.getByLabel("With a comment").uncheck();
  await state.selectOption({ label: "Not estimated" });
  await expect(estimator.getByTestId("estimator-list")).not.toContainText(graded);
  await saveScreen(estimator, "estimator-list-en", { fullPage: true });
  await estimatorContext.close();

  // The administrator sees the graded profile, its final score from the estimator, and overrides it.
  await page.goto(hostUrl("en", "/administrator/profiles"));
  await page.getByLabel("Filter").selectOption({ label: "Estimated" });
  await page.getByRole("link", { name: graded }).click();
  const finalScore = page.getByTestId("final-score");
  await expect(finalScore.getByTestId("score-source")).toHaveText("From the estimators");
  await expect(finalScore.getByLabel("Competence (K)")).toHaveValue("SENIOR");
  await expect(finalScore.getByLabel("Professionalism (P)")).toHaveValue("MIDDLE_PLUS");
  await expect(page.getByTestId("admin-estimates")).toContainText("Irina Test");
  await expect(page.getByTestId("admin-estimates")).toContainText("Strong systems thinking");
  await finalScore.getByLabel("Competence (K)").selectOption("SENIOR_PLUS");
  await finalScore.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The score was saved. It overrides the estimators' grades until you delete it.")).toBeVisible();
  await expect(finalScore.getByTestId("score-source")).toHaveText("Set by an administrator");
  await saveScreen(page, "admin-profile-en", { fullPage: true });

  // The owner sees the grade on the profile.
  const ownerContext = await browser.newContext();
  await acceptCookieNotice(ownerContext);
  const owner = await ownerContext.newPage();
  await owner.goto(hostUrl("en", "/owner/login"));
  await submitLogin(owner, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
  await owner.goto(hostUrl("en", "/owner/profiles"));
  // The demo company has more profiles than one page: find the graded one as an owner would.
  await owner.getByRole("searchbox").fill(graded);
  await owner.getByRole("link", { name: graded }).first().click();
  await expect(owner.getByTestId("grade-K")).toHaveText("Senior+");
  await expect(owner.getByTestId("grade-P")).toHaveText("Middle+");
  await expect(owner.getByTestId("grade-L")).toHaveText("Middle");
  await ownerContext.close();
});
