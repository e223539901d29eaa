import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { loadSceneFor, sceneDto, updateScene } from "@/lib/server/services/scenes/manage-scenes";

export const GET = route({ action: "scene.read", ...endpoints.getSceneSceneById, area: "owner" }, async ({ db, session, params }) => sceneDto(db, session, await loadSceneFor(db, session, "scene.read", params.id)));

export const PATCH = route({ action: "team.update", ...endpoints.patchSceneSceneById, atomic: true, area: "owner", maxBodyBytes: 512 * 1024 }, (ctx) =>
  updateScene(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)),
);
