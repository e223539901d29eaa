import type { MetadataRoute } from "next";
import type { SeoPage } from "./page-metadata";
import { pageAlternates, type LocaleOrigins } from "./origins";

/** The pages search engines may index, with their paths: the sitemap lists them on both hosts. */
export const INDEXED_PAGES = [
  { page: "landing", path: "/" },
  { page: "faq", path: "/faq" },
  { page: "enterprise", path: "/enterprise" },
  { page: "pricing", path: "/pricing" },
  { page: "guide", path: "/guide" },
  { page: "profileQuestionnaire", path: "/profile-questionnaire" },
  { page: "coupleQuestionnaire", path: "/couple-questionnaire" },
  { page: "developersApi", path: "/developers/api" },
  { page: "privacy", path: "/privacy" },
  { page: "terms", path: "/terms" },
] as const satisfies readonly { page: SeoPage; path: string }[];

const INDEXED = new Set<SeoPage>([...INDEXED_PAGES.map((entry) => entry.page), "loveLanding"]);

export function isIndexedPage(page: SeoPage): boolean {
  return INDEXED.has(page);
}

/**
 * Paths crawlers are asked to leave alone: the signed-in and staff areas, the API, the
 * developer pages, and public pages whose address carries a secret (results, invitations).
 */
export const DISALLOWED_PATHS = [
  "/administrator",
  "/estimator",
  "/owner",
  "/owner-mobile",
  "/love-mobile",
  "/main",
  "/api",
  "/dev",
  "/result",
  "/couple-questionnaire/result",
  "/couple-questionnaire/invite",
];

export function robotsFile(sitemapUrl: string, host: string): MetadataRoute.Robots {
  return { rules: [{ userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS }], sitemap: sitemapUrl, host };
}

/** Each indexed page once per language host, each entry naming its twins (hreflang). */
export function sitemapEntries(origins: LocaleOrigins, requestOrigin: string): MetadataRoute.Sitemap {
  const hosts = [origins.ru, origins.en].filter((origin): origin is string => origin !== null);
  const locales = hosts.length > 0 ? (["ru", "en"] as const).filter((locale) => origins[locale]) : (["en"] as const);
  return INDEXED_PAGES.flatMap(({ path }) =>
    locales.map((locale) => {
      const links = pageAlternates(path, locale, origins, requestOrigin);
      return {
        url: links.canonical,
        changeFrequency: "monthly" as const,
        priority: path === "/" ? 1 : 0.6,
        ...(Object.keys(links.languages).length > 0 ? { alternates: { languages: links.languages } } : {}),
      };
    }),
  );
}
