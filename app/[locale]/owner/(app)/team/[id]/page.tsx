import { Simulator } from "@/components/simulator/simulator";
import { TeamNotFound } from "@/components/simulator/team-not-found";
import { requirePageSession } from "@/lib/server/auth/page-session";

const SCENE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function TeamPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession("owner", "/owner/login");
  const { id } = await params;
  // "Team does not exist": an id that cannot be one here; an unknown or foreign id once the API answers 404.
  if (!SCENE_ID.test(id)) return <TeamNotFound />;
  return <Simulator sceneId={id} />;
}
