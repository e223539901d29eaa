import { endpoints } from "@/lib/contracts/endpoints";
import type { HealthDto } from "@/lib/contracts/health";
import { route } from "@/lib/server/http/route";

/** Liveness: the process is up and serving. Exempt from the admission limit; checks no dependency. */
export const GET = route({ ...endpoints.getHealth, action: "service.status" }, (): HealthDto => ({ status: "ok" }));
