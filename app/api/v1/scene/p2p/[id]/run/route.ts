import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { runPair } from "@/lib/server/services/scenes/pairs";

export const PUT = route({ action: "pair.run", ...endpoints.putSceneP2pByIdRun, area: "owner" }, (ctx) => runPair(ctx.db, ctx.session, ctx.params.id, ctx.body.type, requestMeta(ctx)));
