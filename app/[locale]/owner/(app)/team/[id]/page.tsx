import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { Simulator } from "@/components/simulator/simulator";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { unlessMissing } from "@/lib/server/http/app-error";
import { loadSceneFor } from "@/lib/server/services/scenes/manage-scenes";
import { isUuid } from "@/lib/contracts/ids";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("ownerTeam");

export default async function TeamPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePageSession("owner", "/owner/login");
  const { id } = await params;
  // "Team does not exist" (not-found.tsx, status 404): a malformed id, an unknown one or another owner's.
  if (!isUuid(id) || !(await unlessMissing(async () => loadSceneFor(await getDb(), session, "scene.read", id, "team")))) notFound();
  return (
    <ClientMessages namespaces={["bigFive", "charts", "companyAdvice", "contributors", "loader", "norms", "picker", "research", "scene", "simulator"]}>
      <Simulator sceneId={id} />
    </ClientMessages>
  );
}
