import { SceneIdParam, UpdateScene } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { loadSceneFor, sceneDto, updateScene } from "@/lib/server/services/scenes/manage-scenes";

export const GET = route({ auth: "owner", action: "scene.read", params: SceneIdParam, area: "owner" }, async ({ db, session, params }) => sceneDto(db, session, await loadSceneFor(db, session, "scene.read", params.id)));

export const PATCH = route({ atomic: true, auth: "owner", action: "team.update", params: SceneIdParam, body: UpdateScene, area: "owner", maxBodyBytes: 512 * 1024 }, (ctx) =>
  updateScene(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)),
);
