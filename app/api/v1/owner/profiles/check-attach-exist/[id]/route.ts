import { LinkIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { checkAttachExist } from "@/lib/server/services/profiles/share-profiles";

export const POST = route({ auth: "owner", action: "sharedProfile.read", params: LinkIdParam, area: "owner" }, ({ db, session, params }) => checkAttachExist(db, session, params.id));
