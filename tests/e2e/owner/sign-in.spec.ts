import { expect, test } from "../support/test";
import { DEMO, hostUrl, linkFromOutbox, PORT, submitLogin } from "../support/helpers";

const WRONG = {
  en: { message: "Please check the data you've entered and try again", submit: "Sign in", required: "Mandatory field", invalidEmail: "Invalid email" },
  ru: { message: "Проверьте введённые данные и попробуйте снова", submit: "Войти", required: "Обязательное поле", invalidEmail: "Неверный email" },
} as const;

for (const lang of ["ru", "en"] as const) {
  test(`an empty or malformed sign-in is checked in the browser, field by field (${lang})`, async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/passport/owner/login")) sent.push(request.url());
    });
    await page.goto(hostUrl(lang, "/owner/login"));
    // The form's alerts (Next's route announcer is an alert too, outside it).
    const alerts = page.locator("form").getByRole("alert");
    await page.getByRole("button", { name: WRONG[lang].submit, exact: true }).click();
    await expect(alerts).toHaveText([WRONG[lang].required, WRONG[lang].required]);
    await expect(page.locator("#username")).toBeFocused();
    await page.locator("#username").fill("not-an-address");
    await expect(alerts).toHaveText([WRONG[lang].invalidEmail, WRONG[lang].required]);
    await page.locator("#username").fill(DEMO.owner.email);
    await expect(alerts).toHaveText([WRONG[lang].required]);
    expect(sent).toEqual([]);
  });
}

for (const lang of ["ru", "en"] as const) {
  test(`a wrong password shows the catalogue message (${lang})`, async ({ page }) => {
    await page.goto(hostUrl(lang, "/owner/login"));
    await page.locator("#username").fill(DEMO.owner.email);
    await page.locator("#password").fill("definitely-wrong");
    await page.getByRole("button", { name: WRONG[lang].submit, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: WRONG[lang].message })).toBeVisible();
    await expect(page).toHaveURL(/\/owner\/login/);
  });
}

test("the demo owner signs in with the password", async ({ page }) => {
  await page.goto("/owner/login");
  await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
  await expect(page.getByTestId("owner-email")).toHaveText("Demo Company");
  await expect(page).toHaveTitle(/Accordo/);
});

test("the demo owner signs in with a magic link taken from the outbox page", async ({ page, context }) => {
  await page.goto("/owner/magic-link");
  await page.locator("#link-email").fill(DEMO.owner.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If an account exists for this address")).toBeVisible();
  const link = await linkFromOutbox(page, `http://localhost:${PORT}`, DEMO.owner.email);
  const response = await page.goto(link);
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "sid_owner");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  // The link works once: opening it again offers a new one. The dashboard is left first:
  // with its cookie gone, its next request would answer 401 and send it to the login page,
  // a navigation that could cut this one short.
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto(link);
  await expect(page.getByRole("dialog")).toContainText("The link has expired");
});

// Finding 1 (checklist 16): a "next" that normalises to another host must not take the browser there.
for (const next of ["/.//evil.example", "/%2F%2Fevil.example", "//evil.example"]) {
  test(`signing in with next=${next} stays on this site`, async ({ page }) => {
    await page.goto(`/owner/login?next=${encodeURIComponent(next)}`);
    await submitLogin(page, DEMO.owner, /\/owner\/dashboard$/, "Sign in");
    expect(new URL(page.url()).origin).toBe(`http://localhost:${PORT}`);
  });
}
