import { TeamCheckPage } from "@/app/[locale]/_checks/team-check-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerTeamCheck");

export default function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return (
    <ClientMessages namespaces={["bigFive", "charts", "companyAdvice", "contributors", "loader", "norms", "pairCheck", "picker", "research", "scene", "teamCheck"]}>
      <TeamCheckPage base="/owner" params={params} />
    </ClientMessages>
  );
}
