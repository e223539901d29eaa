import { DirectorMonitor } from "@/components/monitor/director-monitor";
import { requirePageSession } from "@/lib/server/auth/page-session";
import { ClientMessages } from "@/components/i18n/client-messages";
import { metadataOf } from "@/lib/server/seo/page-metadata";

export const generateMetadata = metadataOf("monitor");

/** /owner/dashboard/monitor: the director's monitor of every saved team (docs/api.md, "Director monitor"). */
export default async function MonitorPage() {
  await requirePageSession("owner", "/owner/login");
  return (
    <ClientMessages namespaces={["monitor", "norms"]}>
      <DirectorMonitor />
    </ClientMessages>
  );
}
