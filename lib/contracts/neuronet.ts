import { z } from "zod";
import { HyperParametersSchema } from "@/lib/neuronet/hyper-parameters";
import { uuid } from "./ids";
import { cursorPage, pageCursor, pageLimit, searchText } from "./paging";
import { GRADES, GradesDto } from "./profiles";
import { isoDateTime, requiredText } from "./validation";

// The administrator's grading network (issue 15; docs/neuronet.md): models, their training,
// artifacts, publication and predictions of the K/P/L grades from questionnaire answers.

export const GRADE_SCALES = ["K", "P", "L"] as const;
export type GradeScale = (typeof GRADE_SCALES)[number];

/**
 * draft: created, never trained; queued: waiting for the job queue; training: epochs running;
 * trained: has an artifact and metrics (trained here or uploaded); failed / cancelled: the last
 * training ended so (an artifact from before stays usable).
 */
export const NEURONET_MODEL_STATUSES = ["draft", "queued", "training", "trained", "failed", "cancelled"] as const;
export type NeuronetModelStatus = (typeof NEURONET_MODEL_STATUSES)[number];

/** Why a training failed: too little data, an error inside the network, the instance went away. */
export const TRAINING_FAILURES = ["too_few_profiles", "training_error", "interrupted"] as const;

export const NEURONET_NAME_MAX = 100;
export const NEURONET_NOTE_MAX = 2_000;
/** An uploaded artifact larger than this is refused (413) while it streams in. */
export const ARTIFACT_MAX_BYTES = 2 * 1024 * 1024;
/** Training needs at least this many profiles with a final grade (and some in each split). */
export const MIN_TRAINING_PROFILES = 30;

const share = () => z.number().min(0).max(1);
const gradeSteps = () => z.number().min(0).max(5);

export const ScaleMetricsDto = z.object({
  /** Profiles of the test split graded on this scale. */
  support: z.number().int(),
  accuracy: share(),
  /** Mean distance between the predicted and the final grade, in grade steps. */
  meanAbsoluteError: gradeSteps(),
  /** 6x6, rows: the final grade, columns: the predicted one, in GRADES order. */
  confusion: z.array(z.array(z.number().int())),
  /** Always answering the training split's most frequent grade. */
  baseline: z.object({ grade: z.enum(GRADES), accuracy: share(), meanAbsoluteError: gradeSteps() }),
});
export type ScaleMetricsDto = z.infer<typeof ScaleMetricsDto>;

export const ModelMetricsDto = z.object({
  trainSize: z.number().int(),
  testSize: z.number().int(),
  scales: z.object({ K: ScaleMetricsDto, P: ScaleMetricsDto, L: ScaleMetricsDto }),
  /** Beats the baseline on every scale it was tested on (docs/neuronet.md). */
  beatsBaseline: z.boolean(),
});
export type ModelMetricsDto = z.infer<typeof ModelMetricsDto>;

export const TrainingProgressDto = z.object({ epoch: z.number().int(), epochs: z.number().int(), loss: z.number(), testLoss: z.number().nullable() });
export type TrainingProgressDto = z.infer<typeof TrainingProgressDto>;

export const NeuronetModelDto = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  status: z.enum(NEURONET_MODEL_STATUSES),
  /** Where the current artifact came from; null without one. */
  source: z.enum(["trained", "uploaded"]).nullable(),
  hyperParameters: HyperParametersSchema,
  /** The answer encoder the artifact expects (questionnaire and encoder version). */
  encoding: z.string().nullable(),
  trainingSetSize: z.number().int().nullable(),
  testSetSize: z.number().int().nullable(),
  metrics: ModelMetricsDto.nullable(),
  /** While queued or training: the last finished epoch. */
  progress: TrainingProgressDto.nullable(),
  failure: z.enum(TRAINING_FAILURES).nullable(),
  hasArtifact: z.boolean(),
  published: z.boolean(),
  publishedAt: isoDateTime().nullable(),
  trainedAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  /** The administrator who created it (null once their account is gone). */
  createdBy: z.string().nullable(),
});
export type NeuronetModelDto = z.infer<typeof NeuronetModelDto>;

export const NeuronetModelList = z.object({
  items: z.array(NeuronetModelDto),
  /** Profiles a training would use now (completed, with a final grade). */
  trainableProfiles: z.number().int(),
  /** The encoder the current profile questionnaire gives. */
  currentEncoding: z.string(),
});
export type NeuronetModelList = z.infer<typeof NeuronetModelList>;

export const NeuronetModelId = z.strictObject({ id: uuid() });

export const CreateNeuronetModel = z.strictObject({
  name: requiredText(NEURONET_NAME_MAX),
  note: z.string().trim().max(NEURONET_NOTE_MAX).optional(),
  /** Defaults when left out (DEFAULT_HYPER_PARAMETERS). */
  hyperParameters: HyperParametersSchema.optional(),
});
export type CreateNeuronetModel = z.infer<typeof CreateNeuronetModel>;

export const UpdateNeuronetModel = z.strictObject({
  name: requiredText(NEURONET_NAME_MAX).optional(),
  note: z.string().trim().max(NEURONET_NOTE_MAX).optional(),
  /** Used by the next (re)training; refused while training. */
  hyperParameters: HyperParametersSchema.optional(),
});
export type UpdateNeuronetModel = z.infer<typeof UpdateNeuronetModel>;

/** The uploaded artifact is checked by content (docs/neuronet.md), not by this schema. */
export const ArtifactUpload = z.record(z.string(), z.unknown());

export const GradePredictionDto = z.object({
  grades: z.object({ K: z.enum(GRADES), P: z.enum(GRADES), L: z.enum(GRADES) }),
  /** The network's probability of each predicted grade, 0..1. */
  probabilities: z.object({ K: share(), P: share(), L: share() }),
});
export type GradePredictionDto = z.infer<typeof GradePredictionDto>;

/** POST /neuronet/predict/{id}: one profile by one model. */
export const PredictBody = z.strictObject({ modelId: uuid() });
export const ProfilePredictionDto = GradePredictionDto.extend({
  profileId: z.string(),
  modelId: z.string(),
  final: GradesDto.nullable(),
  predictedAt: isoDateTime(),
});
export type ProfilePredictionDto = z.infer<typeof ProfilePredictionDto>;

/** Batch prediction: the test split (graded profiles the model never saw) or current profiles without a final grade. */
export const PREDICTION_SCOPES = ["test", "current"] as const;
export const BatchPredictBody = z.strictObject({ scope: z.enum(PREDICTION_SCOPES) });
export const BatchPredictionDto = z.object({
  scope: z.enum(PREDICTION_SCOPES),
  predicted: z.number().int(),
  /** For the test split: the figures on today's test profiles. */
  metrics: ModelMetricsDto.nullable(),
});
export type BatchPredictionDto = z.infer<typeof BatchPredictionDto>;

/** GET /neuronet/profiles: final and predicted grades side by side. */
export const NEURONET_PROFILE_SETS = ["all", "test", "unrated"] as const;
export const NeuronetProfilesQuery = z.strictObject({
  modelId: uuid(),
  set: z.enum(NEURONET_PROFILE_SETS).default("all"),
  q: searchText(),
  limit: pageLimit(),
  cursor: pageCursor(),
});
export type NeuronetProfilesQuery = z.infer<typeof NeuronetProfilesQuery>;

export const NeuronetProfileItemDto = z.object({
  profileId: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  /** train / test for graded profiles by the model's split; unrated without a final grade. */
  split: z.enum(["train", "test", "unrated"]),
  final: GradesDto.nullable(),
  predicted: GradePredictionDto.nullable(),
  predictedAt: isoDateTime().nullable(),
});
export type NeuronetProfileItemDto = z.infer<typeof NeuronetProfileItemDto>;
export const NeuronetProfilePage = cursorPage(NeuronetProfileItemDto);
export type NeuronetProfilePage = z.infer<typeof NeuronetProfilePage>;

/**
 * The published model's suggestion for one profile, shown to estimators as a labelled
 * suggestion (never their grade) and to owners as "predicted" where no final grade exists.
 */
export const GradeSuggestionDto = GradePredictionDto.extend({
  modelName: z.string(),
  /** The model's accuracy on its test split per scale, 0..1. */
  testAccuracy: z.object({ K: share(), P: share(), L: share() }),
});
export type GradeSuggestionDto = z.infer<typeof GradeSuggestionDto>;

/** GET /estimator/profiles/{id}/suggestion and GET /owner/profiles/{id}/predicted-score. */
export const GradeSuggestionAnswer = z.object({ suggestion: GradeSuggestionDto.nullable() });
export type GradeSuggestionAnswer = z.infer<typeof GradeSuggestionAnswer>;
