import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { ARTIFACT_MAX_BYTES } from "@/lib/contracts/neuronet";
import { uploadArtifact } from "@/lib/server/services/neuronet/artifacts";

// The limit is enforced while the body streams in (413 before the rest is read); the
// document is then checked by its content, whatever its name or declared type said.
export const POST = route({ action: "admin.neuronet.manage", ...endpoints.postAdministratorNeuronetModelsByIdUpload, atomic: true, area: "administrator", maxBodyBytes: ARTIFACT_MAX_BYTES }, ({ db, session, params, body, now }) =>
  uploadArtifact(db, session, params.id, body, now),
);
