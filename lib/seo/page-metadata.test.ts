import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { buildPageMetadata, socialImagePath, type PageMetadataInput, type SeoPage } from "./page-metadata";

const origins = { ru: "https://accordo.ru", en: "https://en.accordo.com" };
const base: PageMetadataInput = {
  locale: "ru",
  title: "Вопросы и ответы",
  description: "На чём основан прогноз.",
  product: "platform",
  brand: "Аккордо",
  imageAlt: "Аккордо",
  path: "/faq",
  origins,
  requestOrigin: "https://accordo.ru",
  indexable: true,
};

describe("page metadata", () => {
  it("gives the title with the brand, the description, canonical and both hosts' alternates", () => {
    const metadata = buildPageMetadata(base);
    expect(metadata.title).toEqual({ absolute: "Вопросы и ответы · Аккордо" });
    expect(metadata.description).toBe("На чём основан прогноз.");
    expect(metadata.alternates).toEqual({
      canonical: "https://accordo.ru/faq",
      languages: { ru: "https://accordo.ru/faq", en: "https://en.accordo.com/faq", "x-default": "https://en.accordo.com/faq" },
    });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it("gives Open Graph and Twitter card tags with the product's image in the reader's language", () => {
    const metadata = buildPageMetadata({ ...base, locale: "en", title: "FAQ", brand: "Accordo" });
    expect(metadata.openGraph).toMatchObject({
      title: "FAQ · Accordo",
      siteName: "Accordo",
      locale: "en_US",
      alternateLocale: ["ru_RU"],
      url: "https://en.accordo.com/faq",
      images: [{ url: "https://en.accordo.com/og/platform-en.png", width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: "FAQ · Accordo", images: [{ url: "https://en.accordo.com/og/platform-en.png" }] });
    expect(socialImagePath("love", "ru")).toBe("/og/love-ru.png");
  });

  it("puts the brand first on the landing", () => {
    expect(buildPageMetadata({ ...base, title: "Прогноз", brandFirst: true }).title).toEqual({ absolute: "Аккордо — Прогноз" });
  });

  it("keeps signed-in pages out of the index, and a secret address out of every link", () => {
    expect(buildPageMetadata({ ...base, indexable: false }).robots).toEqual({ index: false, follow: false });
    const secret = buildPageMetadata({ ...base, path: "/result/abc", secret: true });
    expect(secret.robots).toEqual({ index: false, follow: false });
    expect(secret.alternates).toBeUndefined();
    expect(secret.referrer).toBe("no-referrer");
    expect(JSON.stringify(secret)).not.toContain("abc");
  });
});

describe("the seo.pages entries", () => {
  const pages = Object.keys(en.seo.pages) as SeoPage[];

  it.each([["en", en], ["ru", ru]] as const)("every page has its own title and a description (%s)", (_, messages) => {
    const entries = pages.map((page) => messages.seo.pages[page]);
    for (const entry of entries) {
      expect(entry.title.trim()).not.toBe("");
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.description.length).toBeLessThanOrEqual(200);
    }
    // Every page's full title (with its product's name, as pageMetadata builds it) is its own.
    const brandOf = (page: SeoPage) => (/^(love|flame|couple)/.test(page) ? messages.brand.love : messages.brand.platform);
    const titles = pages.map((page) => buildPageMetadata({ ...base, title: messages.seo.pages[page].title, brand: brandOf(page) }).title);
    const seen = new Set(titles.map((title) => JSON.stringify(title)));
    expect(seen.size).toBe(pages.length);
  });
});
