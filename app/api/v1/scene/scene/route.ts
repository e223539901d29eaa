import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createScene } from "@/lib/server/services/scenes/manage-scenes";

export const POST = route({ action: "team.create", ...endpoints.postSceneScene, atomic: true, area: "owner", maxBodyBytes: 512 * 1024 }, (ctx) => createScene(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
