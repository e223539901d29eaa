import { coupleBody } from "@/tests/consumer/couple-answers";
import { apiReads } from "../support/api-reads";
import { hostUrl, PORT } from "../support/helpers";
import { getOnHost } from "../support/host-request";
import { completeStep, FORM_TEXT } from "../support/questionnaire";
import { expect, test } from "../support/test";

// The partner's invitation of the couple product: the person who took the test alone sends
// a link; the partner answers about themselves on a page that comes with the invitation
// (nothing is read after hydration), and the link then says thank you, also after a reload.

const BASE = `http://localhost:${PORT}`;

const TEXT = {
  en: { title: "Your part of the couple test", asks: "Anna asks you to answer 30 short statements about yourself.", firstName: "First name", send: "Send my answers", thanks: "Your answers are in. Anna will see your joint result." },
  ru: { title: "Ваша часть теста для пары", asks: "(приглашение от: Анна)", firstName: "Имя", send: "Отправить ответы", thanks: "Ваши ответы получены. Общий результат увидит тот, кто вас пригласил (Анна)." },
} as const;

/** The first statement of the partner's part: the served page carries the questionnaire only while the invitation is open. */
const FIRST_ITEM = { en: "feels energised by a lively crowd", ru: "чувствует прилив сил в оживлённой компании" } as const;

for (const lang of ["en", "ru"] as const) {
  test(`the invited partner answers about themselves and is thanked, also after a reload (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = TEXT[lang];
    const names = lang === "en" ? { firstName: "Anna", partnerFirstName: "Boris" } : { firstName: "Анна", partnerFirstName: "Борис" };
    const created = await request.post(`${BASE}/api/v1/owner/compatibility`, { data: coupleBody({ product: "couple", ln: lang, ...names }), headers: { origin: BASE } });
    expect(created.status()).toBe(200);
    const { key } = (await created.json()) as { key: string };
    const invited = await request.post(`${BASE}/api/v1/owner/compatibility/${key}/invite`, { headers: { origin: BASE } });
    expect(invited.status()).toBe(200);
    const { token } = (await invited.json()) as { token: string };
    const link = hostUrl(lang, `/couple-questionnaire/invite/${token}`);

    // The served page already holds the invitation: who asks, and the form.
    const html = (await (await getOnHost(request, link)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(t.title);
    expect(html).toContain(FORM_TEXT[lang].stepOf(1, 1));
    expect(html).toContain(FIRST_ITEM[lang]);

    const reads = apiReads(page, "/api/v1/owner/compatibility/invitation/");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.asks, { exact: false })).toBeVisible();
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue(names.partnerFirstName);
    await completeStep(page, lang, FORM_TEXT[lang].toPreview);
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByText(t.thanks)).toBeVisible();
    expect(reads).toEqual([]);

    // The invitation answers once: the link now thanks the partner, with the heading kept.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.thanks)).toBeVisible();
    await expect(page.getByTestId("partner-invitation")).toHaveCount(0);
    expect(await (await getOnHost(request, link)).text()).not.toContain(FIRST_ITEM[lang]);
  });
}
