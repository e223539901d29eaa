import { LinkIdParam } from "@/lib/contracts/profiles";
import { route } from "@/lib/server/http/route";
import { checkUpend } from "@/lib/server/services/profiles/submit-questionnaire";

/** POST /profiles/check-upend/{permalink}: whether a profile filled without an account can be claimed. */
export const POST = route({ auth: "owner", action: "profile.claimable", params: LinkIdParam, area: "owner" }, ({ db, params }) => checkUpend(db, params.id));
