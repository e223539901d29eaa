import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { checkAttach } from "@/lib/server/services/profiles/share-profiles";

export const POST = route({ action: "sharedProfile.read", ...endpoints.postOwnerProfilesCheckAttachById, area: "owner" }, ({ db, session, params }) => checkAttach(db, session, params.id));
