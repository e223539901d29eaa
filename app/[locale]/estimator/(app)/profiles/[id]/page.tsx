import { EstimatorProfilePage } from "@/app/[locale]/_staff/estimator-pages";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("estimatorProfile");

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages namespaces={["estimator", "grades"]}>
      <EstimatorProfilePage params={params} />
    </ClientMessages>
  );
}
