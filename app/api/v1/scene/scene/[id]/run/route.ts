import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { startSceneRun } from "@/lib/server/services/scenes/run-scene";

/** PUT /scene/{id}/run → { ruid }; phases and the result arrive on the live channel ({ wait: true } waits for them). */
export const PUT = route({ action: "scene.run", ...endpoints.putSceneSceneByIdRun, area: "owner" }, (ctx) =>
  startSceneRun(ctx.db, ctx.session, ctx.params.id, { wait: ctx.body.wait }, requestMeta(ctx)),
);
