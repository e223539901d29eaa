import "server-only";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { GradePredictionDto, ModelMetricsDto, TrainingProgressDto } from "@/lib/contracts/neuronet";
import { NEURONET_MODEL_STATUSES, TRAINING_FAILURES } from "@/lib/contracts/neuronet";
import type { HyperParameters } from "@/lib/neuronet/hyper-parameters";
import { administrators } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { profiles } from "./profiles";

/**
 * The administrator's grading networks (docs/neuronet.md). At most one is published: the
 * partial unique index makes a second impossible, and publishing switches under an advisory
 * lock in one transaction.
 */
export const neuronetModels = pgTable("neuronet_models", {
  id: id(),
  name: text("name").notNull(),
  note: text("note").notNull().default(""),
  status: text("status", { enum: NEURONET_MODEL_STATUSES }).notNull().default("draft"),
  hyperParameters: jsonb("hyper_parameters").$type<HyperParameters>().notNull(),
  /** The current artifact (null before the first training or upload). */
  artifactKey: uuid("artifact_key"),
  source: text("source", { enum: ["trained", "uploaded"] }),
  encoding: text("encoding"),
  trainingSetSize: integer("training_set_size"),
  testSetSize: integer("test_set_size"),
  metrics: jsonb("metrics").$type<ModelMetricsDto>(),
  progress: jsonb("progress").$type<TrainingProgressDto>(),
  failure: text("failure", { enum: TRAINING_FAILURES }),
  /** Set by a cancel request from any instance; the training job reads it after each epoch. */
  cancelRequestedAt: tstz("cancel_requested_at"),
  trainingStartedAt: tstz("training_started_at"),
  /** When the training job last reported (an epoch); a stale one is failed as interrupted. */
  heartbeatAt: tstz("heartbeat_at"),
  trainedAt: tstz("trained_at"),
  published: boolean("published").notNull().default(false),
  publishedAt: tstz("published_at"),
  createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("neuronet_models_one_published").on(t.published).where(sql`${t.published}`),
  index("neuronet_models_created_idx").on(t.createdAt),
]);

/** Artifacts (weights-only JSON documents, checked before they are stored) under generated keys. */
export const neuronetArtifacts = pgTable("neuronet_artifacts", {
  key: uuid("key").primaryKey().defaultRandom(),
  modelId: uuid("model_id").notNull().references(() => neuronetModels.id, { onDelete: "cascade" }),
  /** The canonical JSON text, served as stored for download. */
  document: text("document").notNull(),
  byteSize: integer("byte_size").notNull(),
  sha256: text("sha256").notNull(),
  createdAt: createdAt(),
}, (t) => [index("neuronet_artifacts_model_idx").on(t.modelId)]);

/** A model's stored predictions (batch or single), one per profile, replaced by the next. */
export const neuronetPredictions = pgTable("neuronet_predictions", {
  modelId: uuid("model_id").notNull().references(() => neuronetModels.id, { onDelete: "cascade" }),
  profileId: uuid("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
  prediction: jsonb("prediction").$type<GradePredictionDto>().notNull(),
  predictedAt: tstz("predicted_at").notNull(),
}, (t) => [primaryKey({ columns: [t.modelId, t.profileId] })]);
