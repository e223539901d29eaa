// The grading network's screens, the parts without React: which actions a model's state
// allows (and why not), the training progress, the metrics beside the baseline, and numbers
// in the reader's locale (decimal commas in Russian).
import { GRADE_SCALES, MIN_TRAINING_PROFILES, type GradeScale, type ModelMetricsDto, type NeuronetModelDto, type NeuronetModelStatus, type ScaleMetricsDto } from "@/lib/contracts/neuronet";

/** While the model is in these states its progress is read again every second. */
export const ACTIVE_STATUSES: readonly NeuronetModelStatus[] = ["queued", "training"];
export const PROGRESS_REFRESH_MS = 1_000;

export const isActive = (status: NeuronetModelStatus): boolean => ACTIVE_STATUSES.includes(status);

/** Why deletion is refused (a translation key), or null when it is allowed. */
export type DeleteBlock = "published" | "training" | null;

/** Why a trained model may not be published (the server's reasons), or null. */
export type PublishBlock = "below_baseline" | "not_measured" | "encoding_outdated" | null;

/** Why (re)training is refused now (a translation key), or null when it is allowed. */
export type TrainBlock = "published" | "training" | "too_few_profiles" | null;

export interface ModelActions {
  train: boolean;
  trainBlock: TrainBlock;
  /** "retrain" once the model has an artifact; the button's text. */
  trainLabel: "train" | "retrain";
  cancel: boolean;
  publish: boolean;
  publishBlock: PublishBlock;
  upload: boolean;
  download: boolean;
  predict: boolean;
  edit: boolean;
  deleteBlock: DeleteBlock;
}

/**
 * What the model's buttons may do now; the server checks the same rules again (a published
 * model is locked against retraining and uploads; predictions need the current encoder).
 */
export function modelActions(model: Pick<NeuronetModelDto, "status" | "hasArtifact" | "published" | "encoding" | "metrics">, trainableProfiles: number, currentEncoding: string): ModelActions {
  const active = isActive(model.status);
  const publishable = model.status === "trained" && model.hasArtifact && !model.published;
  // Nobody publishes a model that does not beat the majority baseline (the server refuses it too).
  const publishBlock: PublishBlock = !publishable ? null : model.encoding !== currentEncoding ? "encoding_outdated" : !model.metrics ? "not_measured" : !model.metrics.beatsBaseline ? "below_baseline" : null;
  const trainBlock: TrainBlock = active ? "training" : model.published ? "published" : trainableProfiles < MIN_TRAINING_PROFILES ? "too_few_profiles" : null;
  return {
    train: trainBlock === null,
    trainBlock,
    trainLabel: model.hasArtifact ? "retrain" : "train",
    cancel: active,
    publish: publishable && publishBlock === null,
    publishBlock,
    upload: !active && !model.published,
    download: model.hasArtifact,
    predict: model.hasArtifact && !active && model.encoding === currentEncoding,
    edit: !active,
    deleteBlock: model.published ? "published" : active ? "training" : null,
  };
}

/** Server reasons (`fields` of a refused write) the screen explains in words. */
export const REFUSAL_REASONS = [
  "training_in_progress", "not_measured", "below_baseline", "published_model_locked", "too_few_profiles", "not_training", "no_artifact", "encoding_outdated",
  "not_an_artifact", "invalid_field", "unknown_layer", "architecture_mismatch", "weight_shape_mismatch", "weight_data_length", "non_finite_weight", "encoding_unknown",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const isRefusalReason = (code: string): code is RefusalReason => (REFUSAL_REASONS as readonly string[]).includes(code);

/** 0..1 of the progress bar: finished epochs over all epochs (0 while queued). */
export function progressShare(progress: { epoch: number; epochs: number } | null): number {
  if (!progress || progress.epochs <= 0) return 0;
  return Math.min(1, Math.max(0, progress.epoch / progress.epochs));
}

export type Comparison = "better" | "same" | "worse";

/**
 * The model against always answering the majority grade on one scale: accuracy decides;
 * on equal accuracy the smaller mean error (in grade steps) does.
 */
export function compareWithBaseline(scale: Pick<ScaleMetricsDto, "accuracy" | "meanAbsoluteError" | "baseline">): Comparison {
  const EPSILON = 1e-9;
  const accuracy = scale.accuracy - scale.baseline.accuracy;
  if (accuracy > EPSILON) return "better";
  if (accuracy < -EPSILON) return "worse";
  const error = scale.baseline.meanAbsoluteError - scale.meanAbsoluteError;
  if (error > EPSILON) return "better";
  if (error < -EPSILON) return "worse";
  return "same";
}

/** Scales the test split graded (support > 0), in K, P, L order. */
export function testedScales(metrics: ModelMetricsDto): GradeScale[] {
  return GRADE_SCALES.filter((scale) => metrics.scales[scale].support > 0);
}

/** "87.5%" / "87,5 %": a 0..1 share as a percentage with at most one decimal. */
export function formatShare(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value);
}

/** "0.42" / "0,42": a mean error in grade steps, a loss. */
export function formatDecimal(value: number, locale: string, digits = 2): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** "0.001" / "0,001": a hyper-parameter as written, no rounding beyond four places. */
export function formatPlain(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}

/** Whether training has enough graded profiles now. */
export const canTrainWith = (trainableProfiles: number): boolean => trainableProfiles >= MIN_TRAINING_PROFILES;

/** The largest count in a confusion matrix (for shading its cells). */
export function confusionPeak(confusion: readonly (readonly number[])[]): number {
  return confusion.reduce((peak, row) => Math.max(peak, ...row), 0);
}

/** An uploaded file read in the browser: parsed JSON, or why it cannot be sent. */
export type ArtifactFileCheck = { ok: true; body: Record<string, unknown> } | { ok: false; problem: "too_large" | "not_json" | "not_object" };

export function checkArtifactText(text: string, size: number, maxBytes: number): ArtifactFileCheck {
  if (size > maxBytes) return { ok: false, problem: "too_large" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "not_json" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: false, problem: "not_object" };
  return { ok: true, body: parsed as Record<string, unknown> };
}
