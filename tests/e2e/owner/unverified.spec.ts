import type { Page } from "@playwright/test";
import { hostUrl, linkFromOutbox, uniqueEmail } from "../support/helpers";
import { expect, test } from "../support/test";
import { saveScreen } from "../support/screens";

const TEXT = {
  en: { submit: "Create the account", notice: "Functionality unavailable, verify the account", resend: "Send the link again", reason: "Available once you confirm your e-mail", sent: "A new confirmation link has been sent to" },
  ru: { submit: "Создать аккаунт", notice: "Функционал недоступен, подтвердите аккаунт", resend: "Отправить ссылку ещё раз", reason: "Станет доступно, когда вы подтвердите e-mail", sent: "Новая ссылка для подтверждения отправлена на" },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** The page shows why its tools are closed: the notice with the resend button, and the gated button disabled beside its reason. */
async function expectGated(page: Page, t: Text, button: string) {
  const notice = page.getByTestId("unverified-notice");
  await expect(page.getByText(t.notice)).toBeVisible();
  await expect(notice.getByRole("button", { name: t.resend })).toBeEnabled();
  await expect(page.getByTestId(button)).toBeDisabled();
  await expect(page.getByTestId("unverified-reason").first()).toContainText(t.reason);
}

/** Issue 17 point 2: an unverified owner meets no silent dead end, on any screen, in either language. */
for (const lang of ["ru", "en"] as const) {
  test(`an unverified owner is told why each tool is closed, resends the link, and the tools open after verifying (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const email = uniqueEmail(`unverified-${lang}`);
    await page.goto(hostUrl(lang, "/owner/registration"));
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("Unverified-2026");
    await page.locator("#repeatPassword").fill("Unverified-2026");
    await page.locator("#company").fill("Unverified Ltd");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/owner\/dashboard$/);

    await page.goto(hostUrl(lang, "/owner/profiles"));
    await expectGated(page, t, "create-profile");
    await saveScreen(page, `unverified-profiles-${lang}`, { fullPage: true });
    await page.goto(hostUrl(lang, "/owner/teams"));
    await expectGated(page, t, "create-team");
    await page.goto(hostUrl(lang, "/owner/dashboard/team"));
    await expectGated(page, t, "team-run");
    // The phone areas carry the same notice above every page.
    await page.goto(hostUrl(lang, "/owner-mobile/p2p"));
    await expectGated(page, t, "pair-run");
    await page.setViewportSize({ width: 412, height: 915 });
    await saveScreen(page, `unverified-mobile-p2p-${lang}`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Resend from the check page: the page says where it went, and the mail is in the outbox.
    await page.goto(hostUrl(lang, "/owner/dashboard/team"));
    const resend = page.getByTestId("unverified-notice").getByRole("button", { name: t.resend });
    await resend.click();
    await expect(page.getByTestId("verification-sent")).toContainText(`${t.sent} ${email}`);
    await expect(resend).toBeDisabled();
    await saveScreen(page, `unverified-team-check-${lang}`, { fullPage: true });
    await page.goto(`${hostUrl(lang, "")}/dev/outbox`);
    const mails = page.getByTestId("outbox-message").filter({ has: page.getByTestId("outbox-to").getByText(email, { exact: true }) });
    await expect(mails).toHaveCount(2);
    // The newest link replaced the first one.
    const link = await linkFromOutbox(page, hostUrl(lang, ""), email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await expect(page.getByTestId("unverified-notice")).toHaveCount(0);
    await page.goto(hostUrl(lang, "/owner/profiles"));
    await expect(page.getByTestId("create-profile")).toBeEnabled();
    await expect(page.getByTestId("unverified-reason")).toHaveCount(0);
    await page.goto(hostUrl(lang, "/owner/dashboard/team"));
    await expect(page.getByTestId("team-check")).toBeVisible();
    await expect(page.getByTestId("unverified-notice")).toHaveCount(0);
    await expect(page.getByTestId("unverified-reason")).toHaveCount(0);
  });
}
