import { CompareScenes } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { compareScenes } from "@/lib/server/services/scenes/compare-scenes";

export const POST = route({ atomic: true, auth: "owner", action: "teams.compare", body: CompareScenes, area: "owner" }, (ctx) => compareScenes(ctx.db, ctx.session, ctx.body.sceneIds, requestMeta(ctx)));
