import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { adminUnlockCoupleResult } from "@/lib/server/services/consumer/admin-results";

export const POST = route({ action: "admin.coupleResults.unlock", ...endpoints.postAdministratorCompatibilityUnlockById, atomic: true }, async (ctx) => {
  await adminUnlockCoupleResult(ctx.db, ctx.session, ctx.params.id, ctx.now);
  return { ok: true };
});
