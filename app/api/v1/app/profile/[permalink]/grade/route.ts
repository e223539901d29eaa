import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { getFillerGrade } from "@/lib/server/services/profiles/fill-profile";

export const GET = route({ action: "invitation.read", ...endpoints.getAppProfileByPermalinkGrade }, ({ db, params }) => getFillerGrade(db, params.permalink));
