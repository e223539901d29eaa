import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { DISALLOWED_PATHS, INDEXED_PAGES, isIndexedPage, robotsFile, sitemapEntries } from "./public-pages";
import { webManifest } from "./web-manifest";

describe("robots.txt", () => {
  it("closes the staff and signed-in areas, the API and the developer pages, and names this host's sitemap", () => {
    const robots = robotsFile("https://accordo.ru/sitemap.xml", "https://accordo.ru");
    expect(robots.sitemap).toBe("https://accordo.ru/sitemap.xml");
    const [rule] = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rule).toMatchObject({ userAgent: "*", allow: "/" });
    for (const path of ["/administrator", "/estimator", "/owner", "/owner-mobile", "/love-mobile", "/api", "/dev"]) expect(rule!.disallow).toContain(path);
  });

  it("leaves every indexed page open", () => {
    for (const { path } of INDEXED_PAGES) {
      if (path === "/") continue;
      expect(DISALLOWED_PATHS.filter((closed) => path === closed || path.startsWith(`${closed}/`))).toEqual([]);
    }
  });
});

describe("sitemap.xml", () => {
  it("lists every public page on both hosts, each naming its twin", () => {
    const entries = sitemapEntries({ ru: "https://accordo.ru", en: "https://en.accordo.com" }, "https://accordo.ru");
    expect(entries).toHaveLength(INDEXED_PAGES.length * 2);
    const faq = entries.filter((entry) => entry.url.endsWith("/faq"));
    expect(faq.map((entry) => entry.url)).toEqual(["https://accordo.ru/faq", "https://en.accordo.com/faq"]);
    for (const entry of faq) {
      expect(entry.alternates?.languages).toEqual({ ru: "https://accordo.ru/faq", en: "https://en.accordo.com/faq", "x-default": "https://en.accordo.com/faq" });
    }
    expect(entries.find((entry) => entry.url === "https://accordo.ru")?.priority).toBe(1);
  });

  it("lists the pages once on the request's host when no language host is known", () => {
    const entries = sitemapEntries({ ru: null, en: null }, "http://localhost:3000");
    expect(entries.map((entry) => entry.url)).toEqual(INDEXED_PAGES.map(({ path }) => `http://localhost:3000${path === "/" ? "" : path}`));
    expect(entries.every((entry) => entry.alternates === undefined)).toBe(true);
  });

  it("indexes the public pages only", () => {
    expect(["landing", "loveLanding", "faq", "coupleQuestionnaire"].every((page) => isIndexedPage(page as keyof typeof en.seo.pages))).toBe(true);
    expect(["ownerLogin", "adminOwners", "coupleResult", "sharedProfile", "notFound"].some((page) => isIndexedPage(page as keyof typeof en.seo.pages))).toBe(false);
  });
});

describe("web manifest", () => {
  it("carries the product's translated name and its icons", () => {
    const manifest = webManifest({ locale: "ru", product: "love", name: "Хартлайн", description: "Прогноз" });
    expect(manifest).toMatchObject({ name: "Хартлайн", lang: "ru", start_url: "/", theme_color: "#e11d48" });
    expect(manifest.icons?.map((icon) => icon.src)).toEqual(["/icons/love-icon-192.png", "/icons/love-icon-512.png", "/icons/love.svg"]);
  });
});
