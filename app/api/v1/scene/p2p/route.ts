import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createPair } from "@/lib/server/services/scenes/pairs";

export const POST = route({ action: "pair.create", ...endpoints.postSceneP2p, atomic: true, area: "owner" }, (ctx) => createPair(ctx.db, ctx.session, ctx.body, null, requestMeta(ctx)));
