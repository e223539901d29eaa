import type { APIRequestContext } from "@playwright/test";
import { PORT, hostUrl } from "../support/helpers";
import { getOnHost } from "../support/host-request";
import { expect, test } from "../support/test";

/** Issue 17, point 10: search and social. Crawlers read the served HTML, so most checks fetch it without a browser. */

const RU = `http://ru.localhost:${PORT}`;
const EN = `http://en.localhost:${PORT}`;
// Link-preview crawlers that run no script get the metadata in the <head> of the first
// response (Next streams it to browsers and to crawlers that run scripts).
const CRAWLER = { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" };

type Tag = Record<string, string>;

/** The link, meta and title tags of a served page's <head>, their attributes by lower-case name. */
async function headOf(request: APIRequestContext, url: string): Promise<{ title: string | null; links: Tag[]; metas: Tag[] }> {
  const response = await getOnHost(request, url, CRAWLER);
  expect(response.status()).toBe(200);
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(await response.text())?.[1] ?? "";
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
      Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!.replaceAll("&amp;", "&")])),
    );
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null, links: tags("link"), metas: tags("meta") };
}

function metaContent(head: { metas: Tag[] }, attribute: "name" | "property", key: string): string | null {
  return head.metas.find((tag) => tag[attribute] === key)?.content ?? null;
}

function linkHref(head: { links: Tag[] }, rel: string, hreflang?: string): string | null {
  return head.links.find((tag) => tag.rel === rel && (hreflang === undefined || tag.hreflang === hreflang))?.href ?? null;
}

test("robots.txt closes the staff and signed-in areas and names this host's sitemap", async ({ request }) => {
  const response = await getOnHost(request, `${RU}/robots.txt`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/administrator", "/estimator", "/owner", "/owner-mobile", "/love-mobile", "/api", "/dev"]) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toContain(`Sitemap: ${RU}/sitemap.xml`);
  expect(await (await getOnHost(request, `${EN}/robots.txt`)).text()).toContain(`Sitemap: ${EN}/sitemap.xml`);
});

test("sitemap.xml lists the public pages on both hosts, each naming its twin", async ({ request }) => {
  const response = await getOnHost(request, `${EN}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  for (const path of ["", "/faq", "/enterprise", "/profile-questionnaire", "/couple-questionnaire"]) {
    expect(xml).toContain(`<loc>${RU}${path}</loc>`);
    expect(xml).toContain(`<loc>${EN}${path}</loc>`);
  }
  expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="ru" href="${RU}/faq"`));
  expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="en" href="${EN}/faq"`));
  expect(xml).not.toContain("/owner");
  expect(xml).not.toContain("/administrator");
});

test("the landing's head on both hosts: its title, canonical URL, hreflang twins, Open Graph and Twitter card", async ({ request }) => {
  for (const [origin, lang, brand] of [[RU, "ru", "Аккордо"], [EN, "en", "Accordo"]] as const) {
    const head = await headOf(request, `${origin}/`);
    expect(head.title).toMatch(new RegExp(`^${brand} — `));
    // The home page's links are the bare origins.
    expect(linkHref(head, "canonical")).toBe(origin);
    expect(linkHref(head, "alternate", "ru")).toBe(RU);
    expect(linkHref(head, "alternate", "en")).toBe(EN);
    expect(linkHref(head, "alternate", "x-default")).toBe(EN);
    expect(metaContent(head, "property", "og:title")).toMatch(new RegExp(`^${brand} — `));
    expect(metaContent(head, "property", "og:url")).toBe(origin);
    expect(metaContent(head, "property", "og:locale")).toBe(lang === "ru" ? "ru_RU" : "en_US");
    expect(metaContent(head, "property", "og:image")).toBe(`${origin}/og/platform-${lang}.png`);
    expect(metaContent(head, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(head, "name", "description")?.length).toBeGreaterThan(50);
    expect(metaContent(head, "name", "robots")).toBe("index, follow");
    expect(linkHref(head, "manifest")).toBe("/manifest.webmanifest");
    const image = await getOnHost(request, metaContent(head, "property", "og:image")!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("each page has its own title and description in the reader's language; signed-in pages stay out of the index", async ({ request }) => {
  const faq = await headOf(request, `${RU}/faq`);
  const login = await headOf(request, `${RU}/owner/login`);
  expect(faq.title).toBe("Вопросы и ответы · Аккордо");
  expect(login.title).toBe("Вход · Аккордо");
  expect(metaContent(faq, "name", "description")).not.toBe(metaContent(login, "name", "description"));
  expect(linkHref(faq, "canonical")).toBe(`${RU}/faq`);
  expect(metaContent(login, "name", "robots")).toBe("noindex, nofollow");
  const english = await headOf(request, `${EN}/couple-questionnaire`);
  expect(english.title).toBe("Couple questionnaire · Heartline");
  expect(metaContent(english, "property", "og:image")).toBe(`${EN}/og/love-en.png`);
});

test("a browser finds the page's links in its head too", async ({ page }) => {
  await page.goto(hostUrl("en", "/faq"));
  await expect(page).toHaveTitle("Frequently asked questions · Accordo");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${EN}/faq`);
  await expect(page.locator('head link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", `${RU}/faq`);
});

test("the favicon, the app icons and the translated web manifest are served", async ({ request }) => {
  const favicon = await getOnHost(request, `${RU}/favicon.ico`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/icon/);
  const head = await headOf(request, `${RU}/`);
  const icons = [head.links.find((tag) => tag.rel === "icon" && tag.type === "image/svg+xml")?.href, linkHref(head, "apple-touch-icon")];
  for (const href of icons) {
    expect(href).toBeTruthy();
    expect((await getOnHost(request, `${RU}${href}`)).status()).toBe(200);
  }
  const ru = await (await getOnHost(request, `${RU}/manifest.webmanifest`)).json();
  const en = await (await getOnHost(request, `${EN}/manifest.webmanifest`)).json();
  expect([ru.name, ru.lang, en.name, en.lang]).toEqual(["Аккордо", "ru", "Accordo", "en"]);
  for (const icon of ru.icons as { src: string }[]) expect((await getOnHost(request, `${RU}${icon.src}`)).status()).toBe(200);
});

test("a dead share link answers 404, with its own words, on both owner areas", async ({ request, page }) => {
  const dead = "dead-link-0123456789abcdef";
  for (const [path, words] of [
    [`${RU}/owner/link/${dead}`, "Эта ссылка больше не работает"],
    [`${EN}/owner-mobile/link/${dead}`, "This link no longer works"],
  ] as const) {
    const response = await getOnHost(request, path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(words);
  }
  expect((await getOnHost(request, `${EN}/owner/link/not!a!link`)).status()).toBe(404);
  expect((await getOnHost(request, `${EN}/result/${"x".repeat(32)}`)).status()).toBe(404);
  const response = await page.goto(hostUrl("en", `/owner/link/${dead}`));
  expect(response!.status()).toBe(404);
  await expect(page.getByTestId("shared-link-gone")).toContainText("The profile was deleted");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(`${EN}/`);
});
