import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { deleteModel, getModel, updateModel } from "@/lib/server/services/neuronet/models";

export const GET = route({ action: "admin.neuronet.read", ...endpoints.getAdministratorNeuronetModelsById, area: "administrator" }, ({ db, params }) => getModel(db, params.id));
export const PATCH = route({ action: "admin.neuronet.manage", ...endpoints.patchAdministratorNeuronetModelsById, atomic: true, area: "administrator" }, ({ db, session, params, body, now }) => updateModel(db, session, params.id, body, now));
export const DELETE = route({ action: "admin.neuronet.manage", ...endpoints.deleteAdministratorNeuronetModelsById, atomic: true, area: "administrator" }, ({ db, session, params, now }) => deleteModel(db, session, params.id, now));
