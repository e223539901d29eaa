import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createTeamCheck, getTeamCheck, updateTeamCheck } from "@/lib/server/services/scenes/team-checks";

export const GET = route({ action: "teamCheck.read", ...endpoints.getSceneSandbox, area: "owner" }, ({ db, session, query }) => getTeamCheck(db, session, query.id));

export const POST = route({ action: "teamCheck.create", ...endpoints.postSceneSandbox, atomic: true, area: "owner" }, (ctx) => createTeamCheck(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));

export const PATCH = route({ action: "teamCheck.update", ...endpoints.patchSceneSandbox, atomic: true, area: "owner" }, (ctx) => updateTeamCheck(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
