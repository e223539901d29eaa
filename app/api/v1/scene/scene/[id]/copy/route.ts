import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { copyScene } from "@/lib/server/services/scenes/manage-scenes";

export const POST = route({ action: "team.copy", ...endpoints.postSceneSceneByIdCopy, atomic: true, area: "owner" }, (ctx) => copyScene(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));
