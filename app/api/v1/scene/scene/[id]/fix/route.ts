import { SceneIdParam } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { fixScene } from "@/lib/server/services/scenes/manage-scenes";

/** PATCH /scene/{id}/fix: repairs a broken scene (members whose profiles disappeared are removed). */
export const PATCH = route({ atomic: true, auth: "owner", action: "team.fix", params: SceneIdParam, area: "owner" }, (ctx) => fixScene(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
