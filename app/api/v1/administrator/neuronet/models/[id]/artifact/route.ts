import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { downloadArtifact } from "@/lib/server/services/neuronet/artifacts";

export const GET = route({ action: "admin.neuronet.read", ...endpoints.getAdministratorNeuronetModelsByIdArtifact, area: "administrator" }, ({ db, params, now }) => downloadArtifact(db, params.id, now));
