import { RunPair, SceneIdParam } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { runPair } from "@/lib/server/services/scenes/pairs";

export const PUT = route({ auth: "owner", action: "pair.run", params: SceneIdParam, body: RunPair, area: "owner" }, (ctx) => runPair(ctx.db, ctx.session, ctx.params.id, ctx.body.type, requestMeta(ctx)));
