import { CreatePair, SceneIdParam, UpdatePair } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createPair, deletePair, getPair, updatePair } from "@/lib/server/services/scenes/pairs";

/** POST /p2p/{sceneId}: a pair inside a team. */
export const POST = route({ atomic: true, auth: "owner", action: "pair.create", params: SceneIdParam, body: CreatePair, area: "owner" }, (ctx) => createPair(ctx.db, ctx.session, ctx.body, ctx.params.id, requestMeta(ctx)));

export const GET = route({ auth: "owner", action: "pair.read", params: SceneIdParam, area: "owner" }, ({ db, session, params }) => getPair(db, session, params.id));

export const PATCH = route({ atomic: true, auth: "owner", action: "pair.update", params: SceneIdParam, body: UpdatePair, area: "owner" }, (ctx) => updatePair(ctx.db, ctx.session, ctx.params.id, ctx.body, requestMeta(ctx)));

export const DELETE = route({ atomic: true, auth: "owner", action: "pair.delete", params: SceneIdParam, area: "owner" }, async ({ db, session, params }) => {
  await deletePair(db, session, params.id);
  return { ok: true };
});
