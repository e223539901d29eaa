import { CreateScene } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createScene } from "@/lib/server/services/scenes/manage-scenes";

export const POST = route({ atomic: true, auth: "owner", action: "team.create", body: CreateScene, area: "owner", maxBodyBytes: 512 * 1024 }, (ctx) => createScene(ctx.db, ctx.session, ctx.body, requestMeta(ctx)));
