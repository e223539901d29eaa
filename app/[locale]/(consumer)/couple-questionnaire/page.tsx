import { getLocale, getTranslations } from "next-intl/server";
import { CoupleQuestionnairePage as Flow } from "@/components/consumer/couple-questionnaire-page";
import { getDb } from "@/db/client";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { inOneLanguage, type CoupleMode } from "@/lib/questionnaire";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { newClientKey } from "@/lib/client/consumer-keys";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("coupleQuestionnaire", { brand: "love" });

/** /couple-questionnaire: one person answers for both, or both answer in turn; the result follows. */
export default async function CoupleQuestionnairePage({ searchParams }: { searchParams: Promise<{ mode?: string | string[] }> }) {
  const t = await getTranslations("questionnairePages");
  const { mode } = await searchParams;
  // The choice's link without a script: the draft starts here, so the first step comes with the page.
  const start = mode === "alone" || mode === "together" ? { key: newClientKey(), mode: mode as CoupleMode } : undefined;
  // The page's copy holds each text in the page's language only (a language switch reloads).
  const definition = inOneLanguage((await currentQuestionnaire(await getDb(), "couple", false)).definition, questionnaireLocale(await getLocale()));
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t("coupleTitle")}</h1>
        <Flow definition={definition} today={isoDay(serverEffects().clock.now())} {...(start ? { start } : {})} />
      </main>
    </ClientMessages>
  );
}
