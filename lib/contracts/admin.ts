import { z } from "zod";
import { email, personName, requiredText } from "./validation";
import { GRADES, type BigFiveDto, type Grade } from "./profiles";

export const ADMIN_PAGE_SIZE = 20;
const page = { page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE) };
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalid");
const idList = z.union([z.uuid(), z.array(z.uuid()).max(100)]).transform((v) => (Array.isArray(v) ? v : [v]));

export const AdminOwnersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  statusFilter: z.enum(["all", "unverified", "verified", "blocked", "deleted"]).default("all"),
  subscribeFilter: z.enum(["all", "none", "paid"]).default("all"),
  dateStart: isoDate.optional(),
  dateEnd: isoDate.optional(),
  sortBy: z.enum(["createdAt", "lastVisitAt", "email"]).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
  ...page,
});
export type AdminOwnersQuery = z.infer<typeof AdminOwnersQuery>;

export const CreateOwnerByAdmin = z.strictObject({ email: email(), companyName: z.string().trim().max(200).optional(), sendLoginLink: z.boolean().optional() });
export const UpdateOwnerByAdmin = z.strictObject({
  email: email().optional(),
  companyName: z.string().trim().max(200).optional(),
  status: z.enum(["unverified", "verified", "blocked"]).optional(),
  subscribeEndDate: isoDate.nullable().optional(),
});
export const IdsBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(200) });

export const CreateEstimatorByAdmin = z.strictObject({ email: email(), fullName: personName(), information: z.string().trim().max(2_000).optional(), sendLoginLink: z.boolean().optional() });
export const UpdateEstimatorByAdmin = z.strictObject({
  email: email().optional(),
  fullName: personName().optional(),
  information: z.string().trim().max(2_000).optional(),
  status: z.enum(["active", "disabled"]).optional(),
});

/** Administrator profile filter (spec part 1 section 4). */
export const ADMIN_PROFILE_FILTERS = ["all", "deleted", "approved", "estimated", "skipped", "suspicious"] as const;
export const AdminProfilesQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  filter: z.enum(ADMIN_PROFILE_FILTERS).default("all"),
  ownersFilter: idList.optional(),
  sortBy: z.enum(["createdAt", "updatedAt", "completedAt"]).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
  ...page,
});
export type AdminProfilesQuery = z.infer<typeof AdminProfilesQuery>;

export const ApproveProfile = z.strictObject({ approved: z.boolean() });
export const FinalScoreBody = z.strictObject({ score: z.strictObject({ K: z.enum(GRADES).nullable().optional(), P: z.enum(GRADES).nullable().optional(), L: z.enum(GRADES).nullable().optional() }) });
const precise = () => z.number().min(0).max(100).nullable().optional();
export const FinalScorePreciseBody = z.strictObject({ score: z.strictObject({ K: precise(), P: precise(), L: precise() }) });

export const CreateQuestionnaire = z.strictObject({
  kind: z.enum(["profile", "love", "couple"]),
  name: requiredText(200),
  /** The whole definition (docs/questionnaire.md); checked by the questionnaire engine. */
  definition: z.record(z.string(), z.unknown()),
  dataSource: z.string().trim().max(200).optional(),
});
export const UpdateQuestionnaire = z.strictObject({
  name: requiredText(200).optional(),
  status: z.enum(["created", "computed", "inactive"]).optional(),
  /** A new definition never changes this version: it becomes the next version. */
  definition: z.record(z.string(), z.unknown()).optional(),
  dataSource: z.string().trim().max(200).optional(),
});
export const LoginLinkTarget = z.strictObject({ target: z.enum(["owners", "estimators"]), id: z.uuid() });

export type AdminProfileStatus = "empty" | "deleted" | "skipped" | "approved" | "completed" | "estimated" | "suspicious";

export interface AdminOwnerItemDto {
  _id: string;
  email: string;
  companyName: string;
  status: "unverified" | "verified" | "blocked" | "deleted";
  endDate: string | null;
  createdAt: string;
  subscription: { plan: string; status: string | null };
  lastVisit: string | null;
  profileCount: number;
}

export interface AdminEstimatorItemDto {
  _id: string;
  email: string;
  fullName: string;
  information: string;
  status: "active" | "disabled" | "deleted";
  createdAt: string;
  lastVisit: string | null;
  profileCount: number;
}

export interface AdminProfileItemDto {
  _id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  /** The portrait chosen from sex and age (public/avatars), when both are known. */
  avatarName: string | null;
  owner: { _id: string; email: string; companyName: string } | null;
  status: AdminProfileStatus;
  finalScore: { K: Grade | null; P: Grade | null; L: Grade | null } | null;
  finalScorePrecise: { K: number | null; P: number | null; L: number | null } | null;
  finalScoreOverride: boolean;
  finalScorePreciseOverride: boolean;
  estimatorsCount: number;
  createdAt: string;
  completedAt: string | null;
}

export interface AdminProfileDetailDto extends AdminProfileItemDto {
  age: number | null;
  gender: "M" | "F" | null;
  bigFive: BigFiveDto | null;
  answers: Record<string, unknown>;
  questionnaire: { _id: string; version: number; short: boolean } | null;
  estimates: Array<{ estimatorId: string; estimatorName: string; grade: { K?: string | null; P?: string | null; L?: string | null }; gradePrecise: { K?: number | null; P?: number | null; L?: number | null }; note: string; estimateStatus: string; skipStatus: string; updatedAt: string }>;
}

export interface AdminQuestionnaireDto {
  _id: string;
  kind: "profile" | "love" | "couple";
  version: number;
  name: string;
  status: "created" | "computed" | "inactive";
  dataSource: string;
  profileCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const AdminIdParam = z.strictObject({ id: z.uuid("invalid") });
