import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { predictProfile } from "@/lib/server/services/neuronet/predictions";

export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetPredictById, area: "administrator" }, ({ db, params, body, now }) => predictProfile(db, params.id, body.modelId, now));
