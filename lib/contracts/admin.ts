import { z } from "zod";
import { email, isoDate, isoDateTime, personName, requiredText } from "./validation";
import { BigFiveDto, GRADES, PreciseScoreBody, profileCardFields } from "./profiles";
import { uuid } from "./ids";
import { pageCursor } from "./paging";

export const ADMIN_PAGE_SIZE = 20;
/** `cursor`: the previous page's `nextCursor` (keyset paging; without it `page` reads by offset). */
const page = { page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE), cursor: pageCursor() };
const idList = z.union([uuid(), z.array(uuid()).max(100)]).transform((v) => (Array.isArray(v) ? v : [v]));

export const AdminOwnersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  statusFilter: z.enum(["all", "unverified", "verified", "blocked", "deleted"]).default("all"),
  /** Companies (the default) or consumers (love accounts): the two are never listed together. */
  productFilter: z.enum(["enterprise", "love"]).default("enterprise"),
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
export const IdsBody = z.strictObject({ ids: z.array(uuid()).min(1).max(200) });

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
export const FinalScorePreciseBody = PreciseScoreBody;

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
export const LoginLinkTarget = z.strictObject({ target: z.enum(["owners", "estimators"]), id: uuid() });

const gradeOrNull = () => z.enum(GRADES).nullable();

export const AdminOwnerItemDto = z.object({
  _id: z.string(),
  email: z.string(),
  companyName: z.string(),
  status: z.enum(["unverified", "verified", "blocked", "deleted"]),
  endDate: z.string().nullable(),
  createdAt: isoDateTime(),
  subscription: z.object({ plan: z.string(), status: z.string().nullable() }),
  lastVisit: isoDateTime().nullable(),
  profileCount: z.number().int(),
});
export type AdminOwnerItemDto = z.infer<typeof AdminOwnerItemDto>;

export const AdminEstimatorItemDto = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  information: z.string(),
  status: z.enum(["active", "disabled", "deleted"]),
  createdAt: isoDateTime(),
  lastVisit: isoDateTime().nullable(),
  profileCount: z.number().int(),
});
export type AdminEstimatorItemDto = z.infer<typeof AdminEstimatorItemDto>;

export const AdminProfileItemDto = z.object({
  _id: z.string(),
  ...profileCardFields,
  owner: z.object({ _id: z.string(), email: z.string(), companyName: z.string() }).nullable(),
  status: z.enum(["empty", "deleted", "skipped", "approved", "completed", "estimated", "suspicious"]),
  finalScore: z.object({ K: gradeOrNull(), P: gradeOrNull(), L: gradeOrNull() }).nullable(),
  finalScorePrecise: z.object({ K: z.number().nullable(), P: z.number().nullable(), L: z.number().nullable() }).nullable(),
  finalScoreOverride: z.boolean(),
  finalScorePreciseOverride: z.boolean(),
  estimatorsCount: z.number().int(),
  createdAt: isoDateTime(),
  completedAt: isoDateTime().nullable(),
});
export type AdminProfileItemDto = z.infer<typeof AdminProfileItemDto>;
export type AdminProfileStatus = AdminProfileItemDto["status"];

export const AdminProfileDetailDto = AdminProfileItemDto.extend({
  age: z.number().nullable(),
  gender: z.enum(["M", "F"]).nullable(),
  bigFive: BigFiveDto.nullable(),
  /** Answers by question name (their shapes are the questionnaire's). */
  answers: z.record(z.string(), z.unknown()),
  questionnaire: z.object({ _id: z.string(), version: z.number().int(), short: z.boolean() }).nullable(),
  estimates: z.array(
    z.object({
      estimatorId: z.string(),
      estimatorName: z.string(),
      grade: z.object({ K: z.string().nullable().optional(), P: z.string().nullable().optional(), L: z.string().nullable().optional() }),
      gradePrecise: z.object({ K: z.number().nullable().optional(), P: z.number().nullable().optional(), L: z.number().nullable().optional() }),
      note: z.string(),
      estimateStatus: z.string(),
      skipStatus: z.string(),
      updatedAt: isoDateTime(),
    }),
  ),
});
export type AdminProfileDetailDto = z.infer<typeof AdminProfileDetailDto>;

export const AdminQuestionnaireDto = z.object({
  _id: z.string(),
  kind: z.enum(["profile", "love", "couple"]),
  version: z.number().int(),
  name: z.string(),
  status: z.enum(["created", "computed", "inactive"]),
  dataSource: z.string(),
  profileCount: z.number().int(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type AdminQuestionnaireDto = z.infer<typeof AdminQuestionnaireDto>;
/** GET /questionnaire/{id}: with its definition (the questionnaire's own document, lib/questionnaire). */
export const AdminQuestionnaireWithDefinition = AdminQuestionnaireDto.extend({ definition: z.unknown() });

/** A page of an administrator list; `nextCursor` reads the next page (null on the last). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), nextCursor: z.string().nullable() });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}
export const AdminOwnerPage = paged(AdminOwnerItemDto);
export const AdminProfilePage = paged(AdminProfileItemDto);
export const AdminEstimatorList = z.array(AdminEstimatorItemDto);
export const AdminQuestionnaireList = z.array(AdminQuestionnaireDto);
/** GET /profile-filter/owners: owners to filter the profile list by. */
export const OwnerOption = z.object({ _id: z.string(), email: z.string(), companyName: z.string() });
export type OwnerOption = z.infer<typeof OwnerOption>;
export const OwnerOptions = z.array(OwnerOption);
export const DeletedCount = z.object({ deleted: z.number().int() });
export const QuestionnaireDeleted = z.object({ deleted: z.boolean(), status: z.string() });
export const Recalculated = z.object({ recalculated: z.number().int() });

export const AdminIdParam = z.strictObject({ id: uuid() });
