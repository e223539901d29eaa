import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { listNeuronetProfiles } from "@/lib/server/services/neuronet/neuronet-profiles";

export const GET = route({ action: "admin.neuronet.read", ...endpoints.getAdministratorNeuronetProfiles, area: "administrator" }, ({ db, query }) => listNeuronetProfiles(db, query));
