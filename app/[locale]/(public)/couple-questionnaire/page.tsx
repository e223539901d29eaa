import { getTranslations } from "next-intl/server";
import { CoupleQuestionnaireFlow } from "@/components/questionnaire-pages/couple-questionnaire-flow";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { ClientMessages } from "@/components/i18n/client-messages";

export default async function CoupleQuestionnairePage() {
  const t = await getTranslations("questionnairePages");
  return (
    <ClientMessages namespaces={["bigFive", "questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t("coupleTitle")}</h1>
        <CoupleQuestionnaireFlow today={isoDay(serverEffects().clock.now())} />
      </main>
    </ClientMessages>
  );
}
