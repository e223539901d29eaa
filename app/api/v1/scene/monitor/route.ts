import { route } from "@/lib/server/http/route";
import { endpoints } from "@/lib/contracts/endpoints";
import { monitorTeams } from "@/lib/server/services/monitor/monitor-teams";

export const GET = route({ action: "scene.monitor", ...endpoints.getSceneMonitor, area: "owner" }, ({ db, session, query }) => monitorTeams(db, session, query));
