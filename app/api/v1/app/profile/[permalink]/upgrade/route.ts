import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { requestMeta } from "@/lib/server/http/sign-in-response";
import { getUpgrade, putUpgrade } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ action: "invitation.read", ...endpoints.getAppProfileByPermalinkUpgrade }, ({ db, params }) => getUpgrade(db, params.permalink));

export const PUT = route({ action: "invitation.fill", ...endpoints.putAppProfileByPermalinkUpgrade, maxBodyBytes: 256 * 1024 }, (ctx) =>
  putUpgrade(ctx.db, ctx.params.permalink, ctx.body.answers, requestMeta(ctx)),
);
