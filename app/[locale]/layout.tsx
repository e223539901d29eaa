import "@fontsource-variable/inter";
import "../globals.css";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { CookieNotice } from "@/components/shell/cookie-notice";
import { PageViewBeacon } from "@/components/shell/page-view-beacon";
import { BASE_NAMESPACES, pickNamespaces } from "@/i18n/client-namespaces";
import { isLocale } from "@/i18n/config";
import { isLoveHost } from "@/lib/server/branding";
import { publicOrigins } from "@/lib/server/seo/page-metadata";
import { SOCIAL_IMAGE_SIZE, socialImagePath } from "@/lib/seo/page-metadata";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "brand" });
  const love = await isLoveHost();
  const name = love ? t("love") : t("platform");
  const description = love ? t("loveTagline") : t("platformTagline");
  const { requestOrigin } = await publicOrigins();
  const icons = love ? { svg: "/icons/love.svg", png: "/icons/love-icon-192.png", apple: "/icons/love-apple-touch-icon.png" } : { svg: "/icons/platform.svg", png: "/icons/icon-192.png", apple: "/icons/apple-touch-icon.png" };
  // Pages set their own title, description and links (lib/server/seo/page-metadata.ts); these
  // are the defaults of the few that do not, such as the error pages.
  return {
    metadataBase: new URL(requestOrigin),
    title: { default: name, template: `%s · ${name}` },
    description,
    applicationName: name,
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [{ url: "/favicon.ico", sizes: "48x48" }, { url: icons.svg, type: "image/svg+xml" }, { url: icons.png, type: "image/png", sizes: "192x192" }],
      apple: [{ url: icons.apple, sizes: "180x180" }],
    },
    openGraph: { type: "website", siteName: name, title: name, description, images: [{ url: socialImagePath(love ? "love" : "platform", locale), ...SOCIAL_IMAGE_SIZE }] },
    twitter: { card: "summary_large_image", title: name, description },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    // The cookie notice's inline script may mark <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider messages={pickNamespaces(messages, BASE_NAMESPACES)}>
          {/* Before the page: painted with the first bytes of a long page (it is the LCP element on a phone). */}
          <CookieNotice />
          {children}
          <PageViewBeacon />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
