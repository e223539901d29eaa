import { profileQuestionnaireStart } from "@/app/[locale]/_questionnaires/profile-questionnaire-start";
import { DeferredProfileQuestionnaireFlow } from "@/components/questionnaire-pages/deferred-profile-questionnaire";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("profileQuestionnaire");

/** /profile-questionnaire[?invite=<permalink>]: an anonymous profile, or the invited person's. */
export default async function ProfileQuestionnairePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invite } = await searchParams;
  return (
    <ClientMessages namespaces={["questionnaireForm", "questionnairePages"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <DeferredProfileQuestionnaireFlow start={await profileQuestionnaireStart(invite)} today={isoDay(serverEffects().clock.now())} />
      </main>
    </ClientMessages>
  );
}
