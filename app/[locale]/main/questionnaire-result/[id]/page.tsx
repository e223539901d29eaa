import { FlameFrame } from "@/components/consumer/flame-frame";
import { CoupleResultView } from "@/components/consumer/couple-result-view";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("flameResult", { brand: "love", secret: true });

/** /main/questionnaire-result/{id}: the couple's result, by its secret key (or its id, for the account that keeps it). */
export default async function FlameResultPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ClientMessages namespaces={["consumer", "loveReading", "contributors", "bigFive", "scene", "unlock"]}>
      <FlameFrame wide>
        <CoupleResultView resultRef={id} product="flame" />
      </FlameFrame>
    </ClientMessages>
  );
}
