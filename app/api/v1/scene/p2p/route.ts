import { CreatePair } from "@/lib/contracts/scenes";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { createPair } from "@/lib/server/services/scenes/pairs";

export const POST = route({ atomic: true, auth: "owner", action: "pair.create", body: CreatePair, area: "owner" }, (ctx) => createPair(ctx.db, ctx.session, ctx.body, null, requestMeta(ctx)));
