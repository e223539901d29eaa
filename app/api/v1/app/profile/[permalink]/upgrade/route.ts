import { PermalinkParam, UpgradeAnswers } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getUpgrade, putUpgrade } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ auth: "public", action: "invitation.read", params: PermalinkParam }, ({ db, params }) => getUpgrade(db, params.permalink));

export const PUT = route({ auth: "public", action: "invitation.fill", params: PermalinkParam, body: UpgradeAnswers, maxBodyBytes: 256 * 1024 }, (ctx) =>
  putUpgrade(ctx.db, ctx.params.permalink, ctx.body.answers, requestMeta(ctx)),
);
