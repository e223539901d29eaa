import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { checkAttachExist } from "@/lib/server/services/profiles/share-profiles";

export const POST = route({ action: "sharedProfile.read", ...endpoints.postOwnerProfilesCheckAttachExistById, area: "owner" }, ({ db, session, params }) => checkAttachExist(db, session, params.id));
