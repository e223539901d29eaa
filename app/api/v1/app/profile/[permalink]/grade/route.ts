import { PermalinkParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { getFillerGrade } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ auth: "public", action: "invitation.read", params: PermalinkParam }, ({ db, params }) => getFillerGrade(db, params.permalink));
