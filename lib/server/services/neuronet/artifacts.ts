import "server-only";
import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetArtifacts, neuronetModels } from "@/db/schema";
import type { NeuronetModelDto } from "@/lib/contracts/neuronet";
import { checkArtifact, loadNetwork, splitRows, type ArtifactProblem } from "@/lib/neuronet";
import type { Session } from "@/lib/server/auth/sessions";
import { attachmentDisposition } from "@/lib/server/http/attachment";
import { AppError } from "@/lib/server/http/app-error";
import { isoDay } from "@/lib/engine/core/dates";
import { audit } from "../admin/audit";
import { isTrainingState, loadModel, modelConflict, modelDto } from "./model-dto";
import { testMetrics } from "./predictions";
import { currentEncoding, loadTrainingRows } from "./training-data";

/** The artifact's problems as the error's fields (path -> problem code), a handful at most. */
function artifactRefused(problems: readonly ArtifactProblem[]): AppError {
  return new AppError("validation:invalid_body", 400, { fields: Object.fromEntries(problems.slice(0, 8).map((p) => [p.path || "artifact", p.code])) });
}

/**
 * Replaces a model's artifact with an uploaded weights-only document (docs/neuronet.md). The
 * route has already refused a body over ARTIFACT_MAX_BYTES while it streamed in and anything
 * that is not JSON; here the document is checked against the architecture this code builds
 * and against today's encoder, then measured on today's test split so it can be compared
 * with the baseline like a trained one. It is stored under a new generated key.
 */
export async function uploadArtifact(db: Db, session: Session, id: string, body: unknown, now: Date): Promise<NeuronetModelDto> {
  const model = await loadModel(db, id, true);
  if (model.published) throw modelConflict("published", "published_model_locked");
  if (isTrainingState(model.status)) throw modelConflict("status", "training_in_progress");
  const encoding = await currentEncoding(db);
  const checked = checkArtifact(body, { knownEncodings: [encoding.id] });
  if (!checked.ok) throw artifactRefused(checked.problems);
  const artifact = checked.artifact;
  if (artifact.inputSize !== encoding.features.length) throw artifactRefused([{ code: "architecture_mismatch", path: "inputSize" }]);

  const rows = await loadTrainingRows(db, encoding);
  const split = splitRows(rows.map((r) => r.id), model.hyperParameters.testShare, model.hyperParameters.seed);
  const network = await loadNetwork(artifact);
  let metrics: NeuronetModelDto["metrics"] = null;
  try {
    if (split.test.length && split.train.length) metrics = testMetrics(network, rows, model).metrics;
  } finally {
    network.dispose();
  }

  const document = JSON.stringify(artifact);
  const [stored] = await db
    .insert(neuronetArtifacts)
    .values({ modelId: id, document, byteSize: Buffer.byteLength(document), sha256: createHash("sha256").update(document).digest("hex"), createdAt: now })
    .returning({ key: neuronetArtifacts.key, sha256: neuronetArtifacts.sha256 });
  await db.delete(neuronetArtifacts).where(and(eq(neuronetArtifacts.modelId, id), ne(neuronetArtifacts.key, stored!.key)));
  const [row] = await db
    .update(neuronetModels)
    .set({
      status: "trained", source: "uploaded", artifactKey: stored!.key, encoding: artifact.encoding, metrics,
      hyperParameters: { ...model.hyperParameters, hiddenUnits: artifact.hiddenUnits },
      trainingSetSize: null, testSetSize: metrics?.testSize ?? null, trainedAt: now, failure: null, progress: null, updatedAt: now,
    })
    .where(eq(neuronetModels.id, id))
    .returning();
  await audit(db, session, "neuronet.upload", "neuronet_model", id, { artifactKey: model.artifactKey, source: model.source }, { artifactKey: stored!.key, sha256: stored!.sha256, encoding: artifact.encoding }, now);
  return modelDto(db, row!);
}

/** GET .../artifact: the stored document as a JSON download, for backup or another installation. */
export async function downloadArtifact(db: Db, id: string, now: Date): Promise<Response> {
  const model = await loadModel(db, id);
  if (!model.artifactKey) throw new AppError("not_found");
  const [artifact] = await db.select({ document: neuronetArtifacts.document }).from(neuronetArtifacts).where(eq(neuronetArtifacts.key, model.artifactKey)).limit(1);
  if (!artifact) throw new AppError("not_found");
  return new Response(artifact.document, {
    status: 200,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": attachmentDisposition(`grading-network-${model.name}-${isoDay(now)}`, "json", "grading-network"),
      "cache-control": "private, no-store",
    },
  });
}
