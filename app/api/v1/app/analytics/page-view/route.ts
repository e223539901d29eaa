import { endpoints } from "@/lib/contracts/endpoints";
import { requestHost } from "@/lib/server/http/request-info";
import { route } from "@/lib/server/http/route";
import { recordPageView } from "@/lib/server/services/analytics/record-page-view";

export const POST = route({ action: "analytics.pageView.record", ...endpoints.postAppAnalyticsPageView, maxBodyBytes: 8 * 1024 }, ({ db, body, req, ip, userAgent, locale, now }) =>
  recordPageView(db, body, { ip, userAgent, host: requestHost(req.headers), locale, now }),
);
