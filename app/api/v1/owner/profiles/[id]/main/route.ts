import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { sharedCard } from "@/lib/server/services/profiles/share-profiles";

/** GET /profiles/{link}/main: the public card behind a share link (for a CV). */
export const GET = route({ action: "sharedCard.read", ...endpoints.getOwnerProfilesByIdMain }, ({ db, params }) => sharedCard(db, params.id));
