import type { MetadataRoute } from "next";
import { publicOrigins } from "@/lib/server/seo/page-metadata";
import { sitemapEntries } from "@/lib/seo/public-pages";

/** /sitemap.xml: the public pages on the Russian and the English host, each naming its twin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { origins, requestOrigin } = await publicOrigins();
  return sitemapEntries(origins, requestOrigin);
}
