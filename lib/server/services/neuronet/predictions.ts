import "server-only";
import { and, eq, gt, inArray, not, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { neuronetModels, neuronetPredictions, profiles } from "@/db/schema";
import { GRADE_SCALES, type BatchPredictionDto, type GradePredictionDto, type ModelMetricsDto, type ProfilePredictionDto } from "@/lib/contracts/neuronet";
import { GRADES } from "@/lib/contracts/profiles";
import { modelMetrics, scaleMetrics, splitRows, type GradePrediction, type LoadedNetwork, type TrainingRow } from "@/lib/neuronet";
import { AppError } from "@/lib/server/http/app-error";
import { toMetricsDto } from "./metrics-dto";
import { loadModel, modelConflict, type ModelRow } from "./model-dto";
import { networkOf } from "./network-cache";
import { hasFinalGrade } from "../estimates/graded";
import { currentEncoding, loadTrainingRows, readableProfile, toTrainingRow } from "./training-data";
import { gradesOf } from "./grades";

/** Rows read and predicted at a time by a batch, so a large company never sits in memory at once. */
const BATCH_ROWS = 500;

/** The network's answer as the contract states it: the likeliest grade per scale and its probability. */
export function toPredictionDto(p: GradePrediction): GradePredictionDto {
  const pick = (s: (typeof GRADE_SCALES)[number]) => p[s].probabilities[p[s].grade] ?? 0;
  return {
    grades: { K: GRADES[p.K.grade]!, P: GRADES[p.P.grade]!, L: GRADES[p.L.grade]! },
    probabilities: { K: pick("K"), P: pick("P"), L: pick("L") },
  };
}

/**
 * A model that can predict today's profiles: it has an artifact, and the artifact reads
 * answers as today's profile questionnaire encodes them (a new questionnaire version or
 * encoder needs a new training).
 */
export async function usableNetwork(db: Db, model: ModelRow): Promise<LoadedNetwork> {
  if (!model.artifactKey) throw modelConflict("artifact", "no_artifact");
  const encoding = await currentEncoding(db);
  if (model.encoding !== encoding.id) throw modelConflict("encoding", "encoding_outdated");
  return networkOf(db, model.artifactKey);
}

async function storePredictions(db: Db, modelId: string, items: Array<{ profileId: string; prediction: GradePredictionDto }>, now: Date): Promise<void> {
  if (!items.length) return;
  await db
    .insert(neuronetPredictions)
    .values(items.map((i) => ({ modelId, profileId: i.profileId, prediction: i.prediction, predictedAt: now })))
    .onConflictDoUpdate({ target: [neuronetPredictions.modelId, neuronetPredictions.profileId], set: { prediction: sql`excluded.prediction`, predictedAt: sql`excluded.predicted_at` } });
}

/** POST /neuronet/predict/{profileId} {modelId}: one completed profile by one model, stored. */
export async function predictProfile(db: Db, profileId: string, modelId: string, now: Date): Promise<ProfilePredictionDto> {
  const model = await loadModel(db, modelId);
  const network = await usableNetwork(db, model);
  const encoding = await currentEncoding(db);
  const [profile] = await db.select({ answers: profiles.answers, finalScore: profiles.finalScore }).from(profiles).where(and(eq(profiles.id, profileId), readableProfile)).limit(1);
  if (!profile) throw new AppError("profile_not_found");
  const prediction = toPredictionDto(network.predict([encoding.encode(profile.answers)])[0]!);
  await storePredictions(db, modelId, [{ profileId, prediction }], now);
  return { ...prediction, profileId, modelId, final: gradesOf(profile.finalScore), predictedAt: now.toISOString() };
}

/** Test-split figures of a network on today's graded profiles, split by the model's seed. */
export function testMetrics(network: LoadedNetwork, rows: TrainingRow[], model: Pick<ModelRow, "hyperParameters">): { test: TrainingRow[]; predictions: GradePrediction[]; metrics: ModelMetricsDto } {
  const split = splitRows(rows.map((r) => r.id), model.hyperParameters.testShare, model.hyperParameters.seed);
  const testIds = new Set(split.test);
  const test = rows.filter((r) => testIds.has(r.id));
  const train = rows.filter((r) => !testIds.has(r.id));
  const predictions = network.predict(test.map((r) => r.features));
  const scales = Object.fromEntries(
    GRADE_SCALES.map((s) => [s, scaleMetrics(test.map((r) => r.grades[s]), predictions.map((p) => p[s].grade), train.map((r) => r.grades[s]))]),
  ) as Parameters<typeof modelMetrics>[2];
  return { test, predictions, metrics: toMetricsDto(modelMetrics(train.length, test.length, scales)) };
}

/**
 * Batch prediction, stored: the test split (graded profiles the model did not learn from,
 * with today's figures), or every current profile without a final grade.
 */
export async function batchPredict(db: Db, modelId: string, scope: "test" | "current", now: Date): Promise<BatchPredictionDto> {
  const model = await loadModel(db, modelId);
  const network = await usableNetwork(db, model);
  const encoding = await currentEncoding(db);
  if (scope === "test") {
    const { test, predictions, metrics } = testMetrics(network, await loadTrainingRows(db, encoding), model);
    for (let i = 0; i < test.length; i += BATCH_ROWS) {
      await storePredictions(db, modelId, test.slice(i, i + BATCH_ROWS).map((r, j) => ({ profileId: r.id, prediction: toPredictionDto(predictions[i + j]!) })), now);
    }
    return { scope, predicted: test.length, metrics: test.length ? metrics : null };
  }
  let predicted = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: profiles.id, answers: profiles.answers })
      .from(profiles)
      .where(and(readableProfile, not(hasFinalGrade), after ? gt(profiles.id, after) : undefined))
      .orderBy(profiles.id)
      .limit(BATCH_ROWS);
    if (!rows.length) break;
    const results = network.predict(rows.map((r) => toTrainingRow(r.id, r.answers, null, encoding).features));
    await storePredictions(db, modelId, rows.map((r, i) => ({ profileId: r.id, prediction: toPredictionDto(results[i]!) })), now);
    predicted += rows.length;
    after = rows[rows.length - 1]!.id;
  }
  return { scope, predicted, metrics: null };
}

/** Predictions of a model for some profiles (the profile list's page). */
export async function storedPredictions(db: Db, modelId: string, profileIds: string[]): Promise<Map<string, { prediction: GradePredictionDto; predictedAt: Date }>> {
  if (!profileIds.length) return new Map();
  const rows = await db.select().from(neuronetPredictions).where(and(eq(neuronetPredictions.modelId, modelId), inArray(neuronetPredictions.profileId, profileIds)));
  return new Map(rows.map((r) => [r.profileId, { prediction: r.prediction, predictedAt: r.predictedAt }]));
}

/** The published model, if any (its row). */
export async function publishedModel(db: Db): Promise<ModelRow | undefined> {
  const [row] = await db.select().from(neuronetModels).where(eq(neuronetModels.published, true)).limit(1);
  return row;
}
