import { CreateSandbox, SandboxQuery, UpdateSandbox } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createTeamCheck, getTeamCheck, updateTeamCheck } from "@/lib/server/services/scenes/team-checks";

export const GET = route({ auth: "owner", action: "teamCheck.read", query: SandboxQuery, area: "owner" }, ({ db, session, query }) => getTeamCheck(db, session, query.id));

export const POST = route({ atomic: true, auth: "owner", action: "teamCheck.create", body: CreateSandbox, area: "owner" }, (ctx) => createTeamCheck(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));

export const PATCH = route({ atomic: true, auth: "owner", action: "teamCheck.update", body: UpdateSandbox, area: "owner" }, (ctx) => updateTeamCheck(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
