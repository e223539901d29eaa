import type { MetadataRoute } from "next";
import type { Locale } from "@/i18n/config";
import type { Product } from "./page-metadata";

const THEME: Record<Product, string> = { platform: "#4f46e5", love: "#e11d48" };

/** The web manifest of a product in a language: its name, colours and the icons in public/icons. */
export function webManifest({ locale, product, name, description }: { locale: Locale; product: Product; name: string; description: string }): MetadataRoute.Manifest {
  const prefix = product === "love" ? "/icons/love-" : "/icons/";
  return {
    name,
    short_name: name,
    description,
    lang: locale,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME[product],
    icons: [
      { src: `${prefix}icon-192.png`, sizes: "192x192", type: "image/png" },
      { src: `${prefix}icon-512.png`, sizes: "512x512", type: "image/png" },
      { src: `/icons/${product}.svg`, sizes: "any", type: "image/svg+xml" },
    ],
  };
}
