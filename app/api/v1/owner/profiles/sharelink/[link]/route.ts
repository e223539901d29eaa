import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { sharedProfileForOwner } from "@/lib/server/services/profiles/share-profiles";

export const GET = route({ action: "sharedProfile.read", ...endpoints.getOwnerProfilesSharelinkByLink, area: "owner" }, ({ db, session, params }) => sharedProfileForOwner(db, session, params.link));
