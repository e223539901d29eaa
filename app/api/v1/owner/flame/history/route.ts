import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { flameHistory } from "@/lib/server/services/consumer/couple-results";

export const GET = route({ action: "flame.history.read", ...endpoints.getOwnerFlameHistory, area: "flame" }, (ctx) => flameHistory(ctx.db, ctx.session));
