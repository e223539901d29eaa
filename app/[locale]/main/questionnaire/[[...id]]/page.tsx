import { getTranslations } from "next-intl/server";
import { keptCoupleDraft } from "@/app/[locale]/_questionnaires/couple-draft";
import { FlameFrame } from "@/components/consumer/flame-frame";
import { DeferredFlameQuestionnaire } from "@/components/consumer/deferred-flame-questionnaire";
import { getDb } from "@/db/client";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("flameQuestionnaire", { brand: "love" });

/** /main/questionnaire/{id?}: the 30 items for both people; {id} is the draft key the answers are kept under. */
export default async function FlameQuestionnairePage({ params, searchParams }: { params: Promise<{ id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const t = await getTranslations("flame");
  const { definition } = await currentQuestionnaire(await getDb(), "couple", false);
  const draftKey = id?.[0] ?? null;
  const kept = draftKey ? await keptCoupleDraft(draftKey) : null;
  // The mode the draft was saved with wins over the address's.
  const mode = kept?.mode ?? (sp.mode === "together" ? "together" : "alone");
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm"]}>
      <FlameFrame wide>
        <h1 className="mb-1 pt-4 text-2xl font-bold text-ink">{t(mode === "together" ? "questionnaireTitleTogether" : "questionnaireTitleAlone")}</h1>
        <p className="mb-4 text-sm text-muted">{t(mode === "together" ? "questionnaireIntroTogether" : "questionnaireIntroAlone")}</p>
        <DeferredFlameQuestionnaire draftKey={draftKey} resumed={kept} mode={mode} definition={definition} today={isoDay(serverEffects().clock.now())} />
      </FlameFrame>
    </ClientMessages>
  );
}
