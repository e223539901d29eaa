import { ComparePage } from "@/app/[locale]/_checks/compare-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerCompareTeams");

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return (
    <ClientMessages namespaces={["compare", "norms", "scene"]}>
      <ComparePage params={params} />
    </ClientMessages>
  );
}
