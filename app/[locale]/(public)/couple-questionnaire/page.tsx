import { getTranslations } from "next-intl/server";
import { CoupleQuestionnaireFlow } from "@/components/questionnaire-pages/couple-questionnaire-flow";
import { clock } from "@/lib/server/clock";
import { ClientMessages } from "@/components/i18n/client-messages";

export default async function CoupleQuestionnairePage() {
  const t = await getTranslations("questionnairePages");
  return (
    <ClientMessages namespaces={["bigFive", "questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold text-ink">{t("coupleTitle")}</h1>
        <CoupleQuestionnaireFlow today={clock().now().toISOString().slice(0, 10)} />
      </main>
    </ClientMessages>
  );
}
