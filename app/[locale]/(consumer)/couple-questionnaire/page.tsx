import { getLocale, getTranslations } from "next-intl/server";
import { keptCoupleDraft } from "@/app/[locale]/_questionnaires/couple-draft";
import type { CoupleStart } from "@/components/consumer/couple-questionnaire-page";
import { CoupleQuestionnaireEntry } from "@/components/consumer/couple-questionnaire-entry";
import { getDb } from "@/db/client";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { inOneLanguage, type CoupleMode } from "@/lib/questionnaire";
import { isConsumerKey } from "@/lib/contracts/consumer-key";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { newClientKey } from "@/lib/client/consumer-keys";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("coupleQuestionnaire", { brand: "love" });

/** The draft the page starts with: none before a choice; a new key for `?mode=`; with `&draft=`, the progress kept under it. */
async function startOf(mode: string | string[] | undefined, draft: string | string[] | undefined): Promise<CoupleStart | undefined> {
  if (mode !== "alone" && mode !== "together") return undefined;
  if (isConsumerKey(draft)) {
    const kept = await keptCoupleDraft(draft);
    return { key: draft, mode: kept?.mode ?? (mode as CoupleMode), resumed: kept, fromAddress: true };
  }
  // The choice's link without a script: the draft starts here, so the first step comes with the page.
  return { key: newClientKey(), mode: mode as CoupleMode, resumed: null, fromAddress: false };
}

/** /couple-questionnaire[?mode=alone|together[&draft=<key>]]: one person answers for both, or both answer in turn; the result follows. */
export default async function CoupleQuestionnairePage({ searchParams }: { searchParams: Promise<{ mode?: string | string[]; draft?: string | string[] }> }) {
  const t = await getTranslations("questionnairePages");
  const { mode, draft } = await searchParams;
  const start = await startOf(mode, draft);
  // The page's copy holds each text in the page's language only (a language switch reloads);
  // the choice alone needs none.
  const draftProps = start ? { draft: { start, definition: inOneLanguage((await currentQuestionnaire(await getDb(), "couple", false)).definition, questionnaireLocale(await getLocale())) } } : {};
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t("coupleTitle")}</h1>
        <CoupleQuestionnaireEntry key={start?.key ?? "choice"} today={isoDay(serverEffects().clock.now())} {...draftProps} />
      </main>
    </ClientMessages>
  );
}
