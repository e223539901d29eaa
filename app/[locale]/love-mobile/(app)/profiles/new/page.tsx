import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LoveProfileForm } from "@/components/profiles/love-profile-form";
import { isoDay } from "@/lib/engine/core/dates";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveNewProfile", { brand: "love" });

/** /love-mobile/profiles/new: a love profile filled in by the owner with the love questionnaire. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageSession("owner", "/love-mobile/login");
  const sp = await searchParams;
  const text = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 100) : "");
  const t = await getTranslations("loveProfiles");
  return (
    <ClientMessages namespaces={["loveProfiles", "questionnaireForm"]}>
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-xl font-semibold text-ink">{t("newTitle")}</h1>
          <p className="text-sm text-muted">{t("newIntro")}</p>
        </div>
        <LoveProfileForm today={isoDay(serverEffects().clock.now())} initialName={{ firstName: text(sp.firstName), lastName: text(sp.lastName) }} />
      </div>
    </ClientMessages>
  );
}
