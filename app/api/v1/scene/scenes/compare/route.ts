import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { compareScenes } from "@/lib/server/services/scenes/compare-scenes";

export const POST = route({ action: "teams.compare", ...endpoints.postSceneScenesCompare, atomic: true, area: "owner" }, (ctx) => compareScenes(ctx.db, ctx.session, ctx.body.sceneIds, requestMeta(ctx)));
