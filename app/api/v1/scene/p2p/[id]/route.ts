import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createPair, deletePair, getPair, updatePair } from "@/lib/server/services/scenes/pairs";

/** POST /p2p/{sceneId}: a pair inside a team. */
export const POST = route({ action: "pair.create", ...endpoints.postSceneP2pById, atomic: true, area: "owner" }, (ctx) => createPair(ctx.db, ctx.session, ctx.body, ctx.params.id, requestMeta(ctx)));

export const GET = route({ action: "pair.read", ...endpoints.getSceneP2pById, area: "owner" }, ({ db, session, params }) => getPair(db, session, params.id));

export const PATCH = route({ action: "pair.update", ...endpoints.patchSceneP2pById, atomic: true, area: "owner" }, (ctx) => updatePair(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));

export const DELETE = route({ action: "pair.delete", ...endpoints.deleteSceneP2pById, atomic: true, area: "owner" }, async ({ db, session, params, effects }) => {
  await deletePair(db, session, params.id, effects);
  return { ok: true };
});
