import { PairCheckPage } from "@/app/[locale]/_checks/pair-check-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("lovePairCheck", { brand: "love" });

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return (
    <ClientMessages namespaces={["bigFive", "charts", "companyAdvice", "consumer", "contributors", "loader", "loveReading", "norms", "pairCheck", "picker", "research", "scene", "unlock"]}>
      <PairCheckPage base="/love-mobile" params={params} />
    </ClientMessages>
  );
}
