import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { batchPredict } from "@/lib/server/services/neuronet/predictions";

export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetModelsByIdPredictions, area: "administrator" }, ({ db, params, body, now }) => batchPredict(db, params.id, body.scope, now));
