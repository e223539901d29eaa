import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { issueLiveTicket } from "@/lib/server/live/tickets";

/** POST /live/ticket: a single-use, 30-second ticket to open the live channel (never the session token itself). */
export const POST = route({ action: "live.connect", ...endpoints.postSceneLiveTicket, area: "owner" }, ({ db, session, now }) => issueLiveTicket(db, session, now));
