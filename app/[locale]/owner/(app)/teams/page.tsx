import { TeamList } from "@/components/teams/team-list";
import { requirePageSession } from "@/lib/server/auth/page-session";

export default async function TeamsPage() {
  await requirePageSession("owner", "/owner/login");
  return <TeamList />;
}
