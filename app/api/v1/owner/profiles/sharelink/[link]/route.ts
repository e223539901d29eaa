import { LinkParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { sharedProfileForOwner } from "@/lib/server/services/profiles/share-profiles";

export const GET = route({ auth: "owner", action: "sharedProfile.read", params: LinkParam, area: "owner" }, ({ db, session, params }) => sharedProfileForOwner(db, session, params.link));
