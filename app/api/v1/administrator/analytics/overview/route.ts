import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { analyticsOverview } from "@/lib/server/services/analytics/analytics-overview";

export const GET = route({ action: "admin.analytics.read", ...endpoints.getAdministratorAnalyticsOverview, area: "administrator" }, ({ db, query, now }) => analyticsOverview(db, query.days, now));
