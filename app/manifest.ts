import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { AREA_DEFAULT_LOCALE } from "@/i18n/config";
import { currentHostLocale, isLoveHost } from "@/lib/server/branding";
import { webManifest } from "@/lib/seo/web-manifest";

/** /manifest.webmanifest in the host's language, with the host's product (the love brand on a love host). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const locale = (await currentHostLocale()) ?? AREA_DEFAULT_LOCALE.public;
  const love = await isLoveHost();
  const brand = await getTranslations({ locale, namespace: "brand" });
  const seo = await getTranslations({ locale, namespace: "seo" });
  return webManifest({
    locale,
    product: love ? "love" : "platform",
    name: love ? brand("love") : brand("platform"),
    description: love ? brand("loveTagline") : seo("manifestDescription"),
  });
}
