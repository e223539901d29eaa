import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { syncAccessRules } from "@/lib/server/services/billing/sync-access-rules";

export const POST = route({ action: "billing.accessRules.sync", ...endpoints.postStripeSyncAccessRules, area: "owner" }, (ctx) => syncAccessRules(ctx.db, ctx.session.subjectId, ctx.effects, ctx.now));
