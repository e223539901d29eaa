import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { cancelTraining, startTraining } from "@/lib/server/services/neuronet/training";

export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetModelsByIdTrain, atomic: true, area: "administrator" }, ({ db, session, params, effects, now }) => startTraining(db, session, params.id, effects, now));
export const DELETE = route({ action: "admin.neuronet.manage", ...endpoints.deleteAdministratorNeuronetModelsByIdTrain, atomic: true, area: "administrator" }, ({ db, session, params, now }) => cancelTraining(db, session, params.id, now));
