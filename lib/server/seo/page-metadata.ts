import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { isLocale, type Locale } from "@/i18n/config";
import { appUrl, env } from "@/lib/env";
import { ORIGINAL_PATH_HEADER } from "@/lib/server/auth/page-session";
import { isLoveHost } from "@/lib/server/branding";
import { linkBaseFor } from "@/lib/server/http/link-base";
import { buildPageMetadata, type SeoPage } from "@/lib/seo/page-metadata";
import { localeOrigins, type LocaleOrigins } from "@/lib/seo/origins";
import { isIndexedPage } from "@/lib/seo/public-pages";

/** The origin answering this request (only ever one of this installation's) and each language's origin. */
export async function publicOrigins(): Promise<{ requestOrigin: string; origins: LocaleOrigins }> {
  const e = env();
  const requestOrigin = linkBaseFor(await headers());
  const configured = [appUrl(), ...e.ALLOWED_ORIGINS.split(",")].map((value) => value.trim()).filter(Boolean);
  return { requestOrigin, origins: localeOrigins({ configured, requestOrigin, ruHosts: e.RU_HOSTS, enHosts: e.EN_HOSTS }) };
}

export interface PageMetadataOptions {
  /** The product the page belongs to; "host" = the love brand on a love host, the platform's elsewhere. */
  brand?: "host" | "love" | "platform";
  /** The page's entry on a love host, when it differs (the landing). */
  onLoveHost?: SeoPage;
  /** The address carries a secret: see PageMetadataInput.secret. */
  secret?: boolean;
  /** A title computed from the record shown (a profile's name), instead of the entry's. */
  title?: string;
}

/** The metadata of one page in the reader's language, from its `seo.pages` entry. */
export async function pageMetadata(page: SeoPage, options: PageMetadataOptions = {}): Promise<Metadata> {
  const requested = await getLocale();
  const locale: Locale = isLocale(requested) ? requested : "en";
  const loveHost = await isLoveHost();
  const entry = loveHost && options.onLoveHost ? options.onLoveHost : page;
  const love = options.brand === "love" || ((options.brand ?? "host") === "host" && loveHost);
  const t = await getTranslations({ locale, namespace: "seo" });
  const brands = await getTranslations({ locale, namespace: "brand" });
  const brand = love ? brands("love") : brands("platform");
  const { requestOrigin, origins } = await publicOrigins();
  return buildPageMetadata({
    locale,
    title: options.title ?? t(`pages.${entry}.title`),
    description: t(`pages.${entry}.description`),
    product: love ? "love" : "platform",
    brand,
    brandFirst: entry === "landing" || entry === "loveLanding",
    imageAlt: t("imageAlt", { brand }),
    path: (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/",
    origins,
    requestOrigin,
    indexable: isIndexedPage(entry),
    secret: options.secret,
  });
}

/** A page's `generateMetadata`: `export const generateMetadata = metadataOf("faq");` */
export function metadataOf(page: SeoPage, options?: PageMetadataOptions): () => Promise<Metadata> {
  return () => pageMetadata(page, options);
}
