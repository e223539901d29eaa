import "server-only";
import type { Db } from "@/db/client";
import type { GradeSuggestionAnswer, GradeSuggestionDto } from "@/lib/contracts/neuronet";
import type { Session } from "@/lib/server/auth/sessions";
import { loadAssignment } from "../estimates/estimator-work";
import { loadProfileFor } from "../profiles/load-profile";
import { gradesOf } from "./grades";
import { networkOf } from "./network-cache";
import { publishedModel, toPredictionDto } from "./predictions";
import { currentEncoding } from "./training-data";

const COMPLETED = new Set(["ack_a", "answered"]);

/**
 * The published model's grades for these answers, with its name and test accuracy; null when
 * nothing is published or the published model reads another questionnaire version. Predicted
 * when asked (one profile costs well under a millisecond once the network is loaded), so a
 * newly published model speaks at once and a changed answer is never read stale.
 */
export async function publishedSuggestion(db: Db, answers: Record<string, unknown>): Promise<GradeSuggestionDto | null> {
  const model = await publishedModel(db);
  if (!model?.artifactKey || !model.metrics) return null;
  const encoding = await currentEncoding(db);
  if (model.encoding !== encoding.id) return null;
  const network = await networkOf(db, model.artifactKey);
  const prediction = toPredictionDto(network.predict([encoding.encode(answers)])[0]!);
  const { K, P, L } = model.metrics.scales;
  return { ...prediction, modelName: model.name, testAccuracy: { K: K.accuracy, P: P.accuracy, L: L.accuracy } };
}

/** GET /estimator/profiles/{id}/suggestion: for a profile in this estimator's batch; never their grade. */
export async function estimatorSuggestion(db: Db, session: Session, profileId: string): Promise<GradeSuggestionAnswer> {
  const { p } = await loadAssignment(db, session, profileId);
  if (p.kind !== "profile" || !COMPLETED.has(p.status)) return { suggestion: null };
  return { suggestion: await publishedSuggestion(db, p.answers) };
}

/**
 * GET /owner/profiles/{id}/predicted-score: only where no estimator grade exists yet, and
 * only where the viewer may see the profile's details (its owner, or a sharer who did not
 * hide them).
 */
export async function ownerPredictedScore(db: Db, session: Session, profileId: string): Promise<GradeSuggestionAnswer> {
  const { row, own } = await loadProfileFor(db, session, "profile.read", profileId);
  if (row.kind !== "profile" || !COMPLETED.has(row.status) || gradesOf(row.finalScore) || (!own && row.hideDetails)) return { suggestion: null };
  return { suggestion: await publishedSuggestion(db, row.answers) };
}
