import { CopyScene, SceneIdParam } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { copyScene } from "@/lib/server/services/scenes/manage-scenes";

export const POST = route({ atomic: true, auth: "owner", action: "team.copy", params: SceneIdParam, body: CopyScene, area: "owner" }, (ctx) => copyScene(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
