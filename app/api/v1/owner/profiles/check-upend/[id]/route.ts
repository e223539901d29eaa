import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { checkUpend } from "@/lib/server/services/profiles/submit-questionnaire";

/** POST /profiles/check-upend/{permalink}: whether a profile filled without an account can be claimed. */
export const POST = route({ action: "profile.claimable", ...endpoints.postOwnerProfilesCheckUpendById, area: "owner" }, ({ db, params }) => checkUpend(db, params.id));
