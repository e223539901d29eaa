import { z } from "zod";
import { pageCursor } from "./paging";
import { BigFiveDto, GRADES, PreciseScoreBody, profileCardFields } from "./profiles";

/** How many profiles one batch gives an estimator. */
export const BATCH_SIZE = 5;
export const ESTIMATOR_PAGE_SIZE = 20;

const gradeList = z.union([z.enum(GRADES), z.array(z.enum(GRADES)).max(6)]).transform((v) => (Array.isArray(v) ? v : [v]));
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** Estimator state filter (spec part 1 section 4) and its mapping to estimate / skip status. */
export const ESTIMATOR_STATES = ["all", "view", "estimated", "skipNormal", "notEstimated", "skipSuspicious"] as const;
export type EstimatorState = (typeof ESTIMATOR_STATES)[number];

export const EstimatorProfilesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(["updatedAt", "assignedAt"]).default("updatedAt"),
  sortOrder: z.enum(["asc", "desc"]).default("asc"),
  stateFilter: z.enum(ESTIMATOR_STATES).default("all"),
  gradeC: gradeList.optional(),
  gradeP: gradeList.optional(),
  gradeM: gradeList.optional(),
  existComment: flag.default(false),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ESTIMATOR_PAGE_SIZE),
  /** The previous page's `nextCursor` (keyset paging, as GET /owner/profiles). */
  cursor: pageCursor(),
});
export type EstimatorProfilesQuery = z.infer<typeof EstimatorProfilesQuery>;

export const RateProfile = z.strictObject({
  score: z.strictObject({ K: z.enum(GRADES).nullable().optional(), P: z.enum(GRADES).nullable().optional(), L: z.enum(GRADES).nullable().optional() }),
});
export const RateProfilePrecise = PreciseScoreBody;
export const SaveNote = z.strictObject({ content: z.string().max(5_000) });
/** PATCH /profiles/{id}: postpone / mark suspicious (skipStatus), or mark it read when opened (a GET never changes state). */
export const PatchAssignedProfile = z
  .strictObject({ skipStatus: z.enum(["none", "normal", "suspicious"]).optional(), read: z.literal(true).optional() })
  .refine((v) => v.skipStatus !== undefined || v.read !== undefined, { message: "required", path: ["skipStatus"] });

const gradeOrNull = () => z.enum(GRADES).nullable();
const preciseOrNull = () => z.number().nullable();
export const GradeSet = z.object({ K: gradeOrNull(), P: gradeOrNull(), L: gradeOrNull() });
export type GradeSet = z.infer<typeof GradeSet>;
export const PreciseSet = z.object({ K: preciseOrNull(), P: preciseOrNull(), L: preciseOrNull() });
export type PreciseSet = z.infer<typeof PreciseSet>;

/** An assigned profile in the estimator's list; also the answer of rating, notes and PATCH. */
export const EstimatorProfileItemDto = z.object({
  _id: z.string(),
  ...profileCardFields,
  estimateStatus: z.enum(["none", "read", "write"]),
  skipStatus: z.enum(["none", "normal", "suspicious"]),
  grade: GradeSet,
  gradePrecise: PreciseSet,
  hasNote: z.boolean(),
  assignedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EstimatorProfileItemDto = z.infer<typeof EstimatorProfileItemDto>;

/** GET /estimator/profiles. */
export const EstimatorProfileListDto = z.object({
  profiles: z.array(EstimatorProfileItemDto),
  counter: z.object({ total: z.number().int(), profilesCount: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type EstimatorProfileListDto = z.infer<typeof EstimatorProfileListDto>;

/** GET /estimator/profiles/{id}. */
export const EstimatorProfileDetailDto = EstimatorProfileItemDto.extend({
  age: z.number().nullable(),
  gender: z.enum(["M", "F"]).nullable(),
  note: z.string(),
  bigFive: BigFiveDto.nullable(),
  /** Answers by question name (their shapes are the questionnaire's). */
  answers: z.record(z.string(), z.unknown()),
  questionnaire: z.object({ _id: z.string(), version: z.number().int(), short: z.boolean() }).nullable(),
});
export type EstimatorProfileDetailDto = z.infer<typeof EstimatorProfileDetailDto>;

/** POST /estimator/profiles/assignment. */
export const AssignedBatch = z.object({ batchSize: z.number().int(), assigned: z.number().int(), batchId: z.string().nullable() });
