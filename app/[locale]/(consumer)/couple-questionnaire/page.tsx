import { getTranslations } from "next-intl/server";
import { CoupleQuestionnairePage as Flow } from "@/components/consumer/couple-questionnaire-page";
import { getDb } from "@/db/client";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";

/** /couple-questionnaire: one person answers for both, or both answer in turn; the result follows. */
export default async function CoupleQuestionnairePage() {
  const t = await getTranslations("questionnairePages");
  const { definition } = await currentQuestionnaire(await getDb(), "couple", false);
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t("coupleTitle")}</h1>
        <Flow definition={definition} today={isoDay(serverEffects().clock.now())} />
      </main>
    </ClientMessages>
  );
}
