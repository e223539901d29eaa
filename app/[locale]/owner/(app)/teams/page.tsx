import { TeamList } from "@/components/teams/team-list";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerTeams");

export default async function TeamsPage() {
  await requirePageSession("owner", "/owner/login");
  return (
    <ClientMessages namespaces={["picker", "scene", "teams"]}>
      <TeamList />
    </ClientMessages>
  );
}
