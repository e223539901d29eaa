import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { profileQuestionnaireStart } from "@/app/[locale]/_questionnaires/profile-questionnaire-start";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PublicFrame } from "@/components/public/public-frame";
import { DeferredProfileQuestionnaireFlow } from "@/components/questionnaire-pages/deferred-profile-questionnaire";
import { isoDay } from "@/lib/engine/core/dates";
import { currentHostLocale } from "@/lib/server/branding";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("loveInvitation", { brand: "love" });

/**
 * /love-mobile/invitation?invite=<permalink>: the person a love-mobile owner invited fills
 * the love questionnaire under the love brand. No account is needed: the permalink is the
 * invitee's secret, read by the page as on /profile-questionnaire.
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invite } = await searchParams;
  if (typeof invite !== "string") redirect("/love-mobile");
  const brand = await getTranslations("brand");
  return (
    <PublicFrame brand={brand("love")} love hostLocale={await currentHostLocale()}>
      <ClientMessages namespaces={["questionnaireForm", "questionnairePages"]}>
        <main className="mx-auto max-w-3xl px-4 py-8">
          <DeferredProfileQuestionnaireFlow start={await profileQuestionnaireStart(invite)} today={isoDay(serverEffects().clock.now())} />
        </main>
      </ClientMessages>
    </PublicFrame>
  );
}
