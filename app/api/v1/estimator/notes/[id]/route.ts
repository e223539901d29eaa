import { endpoints } from "@/lib/contracts/endpoints";
import { route } from "@/lib/server/http/route";
import { saveNote } from "@/lib/server/services/estimates/estimator-work";

/** PATCH /notes/{profileId} { content }: the estimator's note on an assigned profile. */
export const PATCH = route({ action: "estimate.note", ...endpoints.patchEstimatorNotesById, area: "estimator" }, ({ db, session, params, body, now }) =>
  saveNote(db, session, params.id, body.content, now),
);
