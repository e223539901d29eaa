import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { loadOwnScene, sceneDto, updateScene } from "@/lib/server/services/scenes/manage-scenes";

export const GET = route({ ...endpoints.getSceneSceneById, area: "owner" }, async ({ db, session, params }) => sceneDto(db, session, await loadOwnScene(db, session, params.id)));

export const PATCH = route({ ...endpoints.patchSceneSceneById, atomic: true, area: "owner", maxBodyBytes: 512 * 1024 }, (ctx) =>
  updateScene(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)),
);
