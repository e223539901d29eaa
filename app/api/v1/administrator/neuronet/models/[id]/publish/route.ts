import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { publishModel } from "@/lib/server/services/neuronet/publish";

export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetModelsByIdPublish, atomic: true, area: "administrator" }, ({ db, session, params, now }) => publishModel(db, session, params.id, now));
