import { PartnerInvitation } from "@/components/consumer/partner-invitation";
import { getDb } from "@/db/client";
import { currentQuestionnaire } from "@/lib/server/services/profiles/questionnaire-versions";
import { ClientMessages } from "@/components/i18n/client-messages";
import { isoDay } from "@/lib/engine/core/dates";
import { serverEffects } from "@/lib/server/composition-root";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("coupleInvitation", { brand: "love", secret: true });

/** The partner's invitation: they answer about themselves, and the couple's result uses both people's own answers. */
export default async function PartnerInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { definition } = await currentQuestionnaire(await getDb(), "couple", false);
  return (
    <ClientMessages namespaces={["consumer", "questionnaireForm"]}>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <PartnerInvitation token={token} definition={definition} today={isoDay(serverEffects().clock.now())} />
      </main>
    </ClientMessages>
  );
}
