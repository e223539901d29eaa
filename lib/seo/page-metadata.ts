import type { Metadata } from "next";
import type { Locale } from "@/i18n/config";
import type en from "@/messages/en.json";
import { pageAlternates, type LocaleOrigins } from "./origins";

/** A page's entry in the `seo.pages` namespace: its title and meta description. */
export type SeoPage = keyof (typeof en)["seo"]["pages"];

export type Product = "platform" | "love";

/** The default link preview of a product in a language (public/og/*.png, drawn by scripts/generate-brand-images.tsx). */
export function socialImagePath(product: Product, locale: Locale): string {
  return `/og/${product}-${locale}.png`;
}

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { ru: "ru_RU", en: "en_US" };

export interface PageMetadataInput {
  locale: Locale;
  /** The page's own title, without the brand. */
  title: string;
  description: string;
  product: Product;
  /** The product's name in the reader's language. */
  brand: string;
  /** The landing says the brand first; other pages put it after their own title. */
  brandFirst?: boolean;
  imageAlt: string;
  /** The path the reader asked for (its query is dropped). */
  path: string;
  origins: LocaleOrigins;
  requestOrigin: string;
  /** Public pages are indexed; signed-in, staff and token pages are not. */
  indexable: boolean;
  /**
   * The address holds a secret (a result key, an invitation token): no canonical URL,
   * alternates or og:url, so crawlers and previews are never handed the secret.
   */
  secret?: boolean;
}

/** Title, description, canonical URL, hreflang alternates, Open Graph and Twitter card of a page. */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const { locale, description, brand, origins, requestOrigin } = input;
  const title = input.brandFirst ? `${brand} — ${input.title}` : `${input.title} · ${brand}`;
  const links = input.secret ? null : pageAlternates(input.path, locale, origins, requestOrigin);
  const imageOrigin = origins[locale] ?? requestOrigin;
  const image = { url: imageOrigin + socialImagePath(input.product, locale), ...SOCIAL_IMAGE_SIZE, alt: input.imageAlt };
  const otherLocales = (Object.keys(OPEN_GRAPH_LOCALE) as Locale[]).filter((other) => other !== locale && origins[other]);
  return {
    title: { absolute: title },
    description,
    ...(links ? { alternates: { canonical: links.canonical, languages: links.languages } } : {}),
    robots: input.indexable && !input.secret ? { index: true, follow: true } : { index: false, follow: false },
    ...(input.secret ? { referrer: "no-referrer" as const } : {}),
    openGraph: {
      type: "website",
      siteName: brand,
      title,
      description,
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: otherLocales.map((other) => OPEN_GRAPH_LOCALE[other]),
      ...(links ? { url: links.canonical } : {}),
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
