import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { endPlan, grantPlan } from "@/lib/server/services/billing/grants";

export const POST = route({ action: "admin.owners.plan", ...endpoints.postAdministratorOwnersByIdPlan, atomic: true, area: "administrator" }, (ctx) => grantPlan(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));

export const DELETE = route({ action: "admin.owners.plan", ...endpoints.deleteAdministratorOwnersByIdPlan, atomic: true, area: "administrator" }, (ctx) => endPlan(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
