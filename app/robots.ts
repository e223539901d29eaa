import type { MetadataRoute } from "next";
import { publicOrigins } from "@/lib/server/seo/page-metadata";
import { robotsFile } from "@/lib/seo/public-pages";

/** /robots.txt of the host asked: the staff, signed-in and token areas are closed; the sitemap is this host's. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { requestOrigin } = await publicOrigins();
  return robotsFile(`${requestOrigin}/sitemap.xml`, requestOrigin);
}
