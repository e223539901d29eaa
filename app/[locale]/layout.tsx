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

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "brand" });
  const love = await isLoveHost();
  const name = love ? t("love") : t("platform");
  return {
    title: { default: name, template: `%s · ${name}` },
    description: love ? t("loveTagline") : t("platformTagline"),
    icons: { icon: love ? "/icons/love.svg" : "/icons/platform.svg" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider messages={pickNamespaces(messages, BASE_NAMESPACES)}>
          {children}
          <CookieNotice />
          <PageViewBeacon />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
