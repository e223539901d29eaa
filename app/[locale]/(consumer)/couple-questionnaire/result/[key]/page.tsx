import { CoupleResultView } from "@/components/consumer/couple-result-view";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("coupleResult", { brand: "love", secret: true });

/** The couple questionnaire's result, by its secret key. */
export default async function CoupleResultPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <ClientMessages namespaces={["consumer", "loveReading", "contributors", "bigFive", "scene", "unlock"]}>
      <div className="mx-auto max-w-2xl px-4 pb-12">
        <CoupleResultView resultRef={key} product="couple" />
      </div>
    </ClientMessages>
  );
}
