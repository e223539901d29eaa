import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { createModel, listModels } from "@/lib/server/services/neuronet/models";

export const GET = route({ action: "admin.neuronet.read", ...endpoints.getAdministratorNeuronetModels, area: "administrator" }, ({ db }) => listModels(db));
export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetModels, atomic: true, area: "administrator" }, ({ db, session, body, now }) => createModel(db, session, body, now));
