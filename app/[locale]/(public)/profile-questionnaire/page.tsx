import { getLocale } from "next-intl/server";
import { ProfileQuestionnaireFlow } from "@/components/questionnaire-pages/profile-questionnaire-flow";
import { getDb } from "@/db/client";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { inOneLanguage } from "@/lib/questionnaire";
import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/shell/query-provider";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("profileQuestionnaire");

export default async function ProfileQuestionnairePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { invite } = await searchParams;
  const invited = typeof invite === "string" ? invite : null;
  // The anonymous questionnaire comes with the page (no request after hydration); an
  // invitation's questionnaire comes with its profile from the API, which also resumes it.
  // The page's copy holds each text in the page's language only (a language switch reloads).
  const definition = invited === null ? inOneLanguage((await currentQuestionnaire(await getDb(), "profile", false)).definition, questionnaireLocale(await getLocale())) : null;
  return (
    <ClientMessages namespaces={["questionnaireForm", "questionnairePages"]}>
      <QueryProvider>
        <main className="mx-auto max-w-3xl px-4 py-8">
          <ProfileQuestionnaireFlow invite={invited} definition={definition} today={isoDay(serverEffects().clock.now())} />
        </main>
      </QueryProvider>
    </ClientMessages>
  );
}
