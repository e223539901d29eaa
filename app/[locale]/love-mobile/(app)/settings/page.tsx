import { getTranslations } from "next-intl/server";
import { SettingsPanel } from "@/components/owner/settings-panel";
import { TmpMailNotice } from "@/components/owner/unverified-notice";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { currentHostLocale } from "@/lib/server/branding";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveSettings", { brand: "love" });

export default async function SettingsPage() {
  await requirePageSession("owner", "/love-mobile/login");
  const t = await getTranslations("settings");
  const brand = await getTranslations("brand");
  return (
    <ClientMessages namespaces={["deleteAccount", "settings"]}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t("title")}</h1>
        <TmpMailNotice />
        <div className="rounded-2xl border border-line bg-white p-4">
          <SettingsPanel hostLocale={await currentHostLocale()} brand={brand("love")} />
        </div>
        <SignOutButton domain="owner" loginPath="/love-mobile/login" className="self-start" />
      </div>
    </ClientMessages>
  );
}
