import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { adminUnlockLovePair } from "@/lib/server/services/consumer/admin-results";

export const POST = route({ action: "admin.coupleResults.unlock", ...endpoints.postAdministratorLovePairsUnlock, atomic: true }, async (ctx) => {
  await adminUnlockLovePair(ctx.db, ctx.session, ctx.body, ctx.now);
  return { ok: true };
});
