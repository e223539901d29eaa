import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/http/app-error";
import { approveProfile, deleteProfilesByAdmin, getProfileForAdmin } from "@/lib/server/services/admin/admin-profiles";

export const GET = route({ action: "admin.profiles.read", ...endpoints.getAdministratorProfilesById, area: "administrator" }, ({ db, params }) => getProfileForAdmin(db, params.id));
/** PATCH { approved }: approve, or cancel the approval. */
export const PATCH = route({ action: "admin.profiles.manage", ...endpoints.patchAdministratorProfilesById, atomic: true, area: "administrator" }, ({ db, session, params, body, now }) => approveProfile(db, session, params.id, body.approved, now));
export const DELETE = route({ action: "admin.profiles.manage", ...endpoints.deleteAdministratorProfilesById, atomic: true, area: "administrator" }, async ({ db, session, params, now }) => {
  const { deleted } = await deleteProfilesByAdmin(db, session, [params.id], now);
  if (!deleted) throw new AppError("profile_not_found");
  return { ok: true };
});
