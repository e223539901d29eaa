import { getLocale } from "next-intl/server";
import { questionnaireLocale } from "@/components/questionnaire/labels";
import { inOneLanguage, invitationPart } from "@/lib/questionnaire";
import { DeferredPartnerInvitation } from "@/components/consumer/deferred-partner-invitation";
import { getDb } from "@/db/client";
import { isConsumerKey } from "@/lib/contracts/consumer-key";
import { unlessMissing } from "@/lib/server/http/app-error";
import { readInvitation } from "@/lib/server/services/consumer/couple-results";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("coupleInvitation", { brand: "love", secret: true });

/** The partner's invitation: they answer about themselves, and the couple's result uses both people's own answers. */
export default async function PartnerInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = await getDb();
  // Read with the page (nothing fetched after hydration); a malformed or unknown token shows "this link does not work".
  const invitation = isConsumerKey(token) ? await unlessMissing(() => readInvitation(db, token)) : null;
  // While it is open: the partner's own part only, each text in the page's language only (a language switch reloads).
  const definition = invitation && !invitation.answered ? invitationPart(inOneLanguage((await currentQuestionnaire(db, "couple", false)).definition, questionnaireLocale(await getLocale()))) : null;
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <DeferredPartnerInvitation token={token} invitation={invitation} definition={definition} today={isoDay(serverEffects().clock.now())} />
      </main>
    </ClientMessages>
  );
}
