import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { detachProfile } from "@/lib/server/services/profiles/share-profiles";

/** POST /profiles/detach/{profileId}: remove a shared profile from this owner's list. */
export const POST = route({ action: "sharedProfile.detach", ...endpoints.postOwnerProfilesDetachById, atomic: true, area: "owner" }, async ({ db, session, params }) => {
  await detachProfile(db, session, params.id);
  return { ok: true };
});
