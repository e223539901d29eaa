import { z } from "zod";
import { GRADES, type BigFiveDto, type Grade } from "./profiles";

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
});
export type EstimatorProfilesQuery = z.infer<typeof EstimatorProfilesQuery>;

export const RateProfile = z.strictObject({
  score: z.strictObject({ K: z.enum(GRADES).nullable().optional(), P: z.enum(GRADES).nullable().optional(), L: z.enum(GRADES).nullable().optional() }),
});
const precise = () => z.number().min(0).max(100).nullable().optional();
export const RateProfilePrecise = z.strictObject({ score: z.strictObject({ K: precise(), P: precise(), L: precise() }) });
export const SaveNote = z.strictObject({ content: z.string().max(5_000) });
/** PATCH /profiles/{id}: postpone / mark suspicious (skipStatus), or mark it read when opened (a GET never changes state). */
export const PatchAssignedProfile = z
  .strictObject({ skipStatus: z.enum(["none", "normal", "suspicious"]).optional(), read: z.literal(true).optional() })
  .refine((v) => v.skipStatus !== undefined || v.read !== undefined, { message: "required", path: ["skipStatus"] });

export type GradeSet = { K: Grade | null; P: Grade | null; L: Grade | null };
export type PreciseSet = { K: number | null; P: number | null; L: number | null };

export interface EstimatorProfileItemDto {
  _id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  avatarName: string | null;
  estimateStatus: "none" | "read" | "write";
  skipStatus: "none" | "normal" | "suspicious";
  grade: GradeSet;
  gradePrecise: PreciseSet;
  hasNote: boolean;
  assignedAt: string;
  updatedAt: string;
}

export interface EstimatorProfileListDto {
  profiles: EstimatorProfileItemDto[];
  counter: { total: number; profilesCount: number };
  page: number;
  pageSize: number;
}

export interface EstimatorProfileDetailDto extends EstimatorProfileItemDto {
  age: number | null;
  gender: "M" | "F" | null;
  note: string;
  bigFive: BigFiveDto | null;
  answers: Record<string, unknown>;
  questionnaire: { _id: string; version: number; short: boolean } | null;
}
