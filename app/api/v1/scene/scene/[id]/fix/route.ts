import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { fixScene } from "@/lib/server/services/scenes/manage-scenes";

/** PATCH /scene/{id}/fix: repairs a broken scene (members whose profiles disappeared are removed). */
export const PATCH = route({ action: "team.fix", ...endpoints.patchSceneSceneByIdFix, atomic: true, area: "owner" }, (ctx) => fixScene(ctx.db, ctx.session, ctx.params.id, requestMeta(ctx)));
