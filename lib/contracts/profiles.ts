import { z } from "zod";
import { GRADES, type Grade } from "@/lib/engine/person/person";
import type { QuestionnaireDefinition } from "@/lib/questionnaire";
import { email, isoDate, isoDateTime, locale, personName, phone, position } from "./validation";
import { uuid } from "./ids";
import { pageCursor } from "./paging";


/** The six-level grade scale of spec part 1 section 3 (codes; the UI translates them). */
export { GRADES, type Grade };

/** Owner-facing profile status: the data-level statuses mapped for owners. */
export type OwnerProfileStatus = "empty" | "completed";

export const PROFILE_PAGE_SIZE = 12;
export const PROFILE_PAGE_SIZE_MAX = 100;

const gradeList = z.union([z.enum(GRADES), z.array(z.enum(GRADES)).max(6)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** GET /owner/profiles query (spec part 1 section 3, "Profile list state"). */
export const ProfileListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(["createdAt", "updatedAt"]).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
  /** all; view / empty (not filled); approved / completed (filled). Default completed. */
  profileStatus: z.enum(["all", "view", "empty", "approved", "completed"]).default("completed"),
  /** own profiles, profiles shared with me, or both. */
  statusFilter: z.enum(["all", "own", "shared"]).default("all"),
  dateStart: isoDate.optional(),
  dateEnd: isoDate.optional(),
  /** Grade filters: C competence (K), P professionalism (P), M maturity (L). */
  gradeC: gradeList.optional(),
  gradeP: gradeList.optional(),
  gradeM: gradeList.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROFILE_PAGE_SIZE_MAX).default(PROFILE_PAGE_SIZE),
  /**
   * The `nextCursor` of the previous page (keyset paging): the page after it, with `page`
   * only echoed for display. Without a cursor, `page` is read by offset (fine for the first
   * pages; deep pages should follow cursors).
   */
  cursor: pageCursor(),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;

/** POST /owner/profiles: a new profile, filled by its owner or by the invited person. */
export const CreateProfile = z.strictObject({
  firstName: personName(),
  lastName: personName(),
  email: z.union([z.literal(""), email()]).optional(),
  phone: phone(),
  position: position(),
  /** E-mail the questionnaire link to `email` (needs an address). */
  sendInvitation: z.boolean().optional(),
  ln: locale().optional(),
});
export type CreateProfile = z.infer<typeof CreateProfile>;

export const UpdateProfile = z.strictObject({
  firstName: personName().optional(),
  lastName: personName().optional(),
  email: z.union([z.literal(""), email()]).optional(),
  phone: phone(),
  position: position(),
  hideDetails: z.boolean().optional(),
  /** Ends the current share link; anyone holding it gets 404 from then on. */
  revokeShareLink: z.literal(true).optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** A dropdown answer: a path of up to three levels. */
const dropdownAnswer: z.ZodType<{ value: string; child?: unknown }> = z.lazy(() =>
  z.strictObject({ value: z.string().max(100), child: dropdownAnswer.optional() }),
);

/** Answers by question name; the questionnaire engine decides which fit. */
export const AnswersInput = z
  .record(z.string().max(100), z.union([z.string().max(200), z.number().finite(), z.array(z.string().max(100)).max(50), dropdownAnswer, z.null()]))
  .refine((v) => Object.keys(v).length <= 600, "too_many_answers");

const birthDate = isoDate;

/** The filler's details beside the answers. */
const personalFields = {
  firstName: personName().optional(),
  lastName: z.union([z.literal(""), personName()]).optional(),
  birthDate: birthDate.optional(),
  partnerFirstName: personName().optional(),
  partnerBirthDate: birthDate.optional(),
};

/** PATCH /app/profile/{permalink}: save progress, or submit with `submit: true`. */
export const SaveProfileAnswers = z.strictObject({
  answers: AnswersInput.optional(),
  currentStep: z.number().int().min(0).max(50).optional(),
  ...personalFields,
  submit: z.boolean().optional(),
  ln: locale().optional(),
});
export type SaveProfileAnswers = z.infer<typeof SaveProfileAnswers>;

/** POST /owner/profiles/unsecure, /short, /love: a whole questionnaire at once. */
export const SubmitQuestionnaire = z.strictObject({
  answers: AnswersInput,
  ...personalFields,
  firstName: personName(),
  avatarName: z.string().max(40).optional(),
  ln: locale().optional(),
});
export type SubmitQuestionnaire = z.infer<typeof SubmitQuestionnaire>;

/** POST /owner/profiles/unsecure: also the couple questionnaire. */
export const SubmitAnonymousQuestionnaire = SubmitQuestionnaire.extend({ kind: z.enum(["profile", "couple"]).default("profile") });

/** PUT /app/profile/{permalink}/upgrade: the answers a short profile lacks. */
export const UpgradeAnswers = z.strictObject({ answers: AnswersInput });

export const QuestionnaireQuery = z.strictObject({
  short: z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1"),
  kind: z.enum(["profile", "love", "couple"]).default("profile"),
});

export const ProfileIdParam = z.strictObject({ id: uuid() });
export const PermalinkParam = z.strictObject({ permalink: z.string().min(10).max(100).regex(/^[A-Za-z0-9_-]+$/, "invalid") });
export const LinkParam = z.strictObject({ link: z.string().min(10).max(100).regex(/^[A-Za-z0-9_-]+$/, "invalid") });
export const LinkIdParam = z.strictObject({ id: z.string().min(10).max(100).regex(/^[A-Za-z0-9_-]+$/, "invalid") });

// Answers of the profile endpoints (services return these types; components import them).

const TRAIT_NAMES = ["extraversion", "agreeableness", "conscientiousness", "negativeEmotionality", "openMindedness"] as const;
const byTrait = () => z.record(z.enum(TRAIT_NAMES), z.number());
const grade = () => z.enum(GRADES).nullable();

/** The name, position and avatar every view of a profile shows. */
export const profileCardFields = {
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  avatarName: z.string().nullable(),
};

export const BigFiveDto = z.object({
  /** Domain means 1..5. */
  means: byTrait(),
  /** The same on 0..100. */
  scale: byTrait(),
});
export type BigFiveDto = z.infer<typeof BigFiveDto>;

export const GradesDto = z.object({ K: grade(), P: grade(), L: grade() });

/** A precise score per level, 0..100 (null: not set): the estimator's detailed grade and the administrator's precise final score. */
const preciseValue = () => z.number().min(0).max(100).nullable().optional();
export const PreciseScoreBody = z.strictObject({ score: z.strictObject({ K: preciseValue(), P: preciseValue(), L: preciseValue() }) });
export type GradesDto = z.infer<typeof GradesDto>;

export const ProfileListItemDto = z.object({
  _id: z.string(),
  ...profileCardFields,
  status: z.enum(["empty", "completed"]),
  isShort: z.boolean(),
  hideDetails: z.boolean(),
  /** Shared with this owner by another owner (read-only here). */
  shared: z.boolean(),
  finalScore: GradesDto.nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  completedAt: isoDateTime().nullable(),
});
export type ProfileListItemDto = z.infer<typeof ProfileListItemDto>;

/** GET /owner/profiles. */
export const ProfileListDto = z.object({ profiles: z.array(ProfileListItemDto), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), nextCursor: z.string().nullable() });
export type ProfileListDto = z.infer<typeof ProfileListDto>;

const questionnaireRef = () => z.object({ _id: z.string(), kind: z.string(), version: z.number().int() });

/** GET/PATCH /owner/profiles/{id}, POST /owner/profiles. */
export const ProfileDetailDto = ProfileListItemDto.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.enum(["M", "F"]).nullable(),
  birthDate: z.string().nullable(),
  kind: z.enum(["profile", "love", "couple"]),
  /** Null when the details are hidden from this viewer. */
  bigFive: BigFiveDto.nullable(),
  finalScorePrecise: z.object({ K: z.number().nullable(), P: z.number().nullable(), L: z.number().nullable() }).nullable(),
  experienceYears: z.number().nullable(),
  /** Answers by question name (their shapes are the questionnaire's); null when hidden from this viewer. */
  answers: z.record(z.string(), z.unknown()).nullable(),
  questionnaire: questionnaireRef().nullable(),
  /** Only for the owner: the link the invited person fills the questionnaire at (until sent). */
  invitationUrl: z.string().nullable(),
  /** Only for the owner: the current share link, if any. */
  shareUrl: z.string().nullable(),
  detailsHidden: z.boolean(),
});
export type ProfileDetailDto = z.infer<typeof ProfileDetailDto>;

/** What a share link shows (checklist 21: an allow-listed set of fields). */
export const SharedProfileDto = z.object({
  ...profileCardFields,
  companyName: z.string(),
  completed: z.boolean(),
  bigFive: BigFiveDto.nullable(),
  /** For a signed-in owner: whether they may add it, and why not. */
  attach: z.object({ state: z.enum(["can_attach", "own", "attached"]) }).optional(),
});
export type SharedProfileDto = z.infer<typeof SharedProfileDto>;

/** What the person filling a questionnaire sees at /app/profile/{permalink}. */
export const FillerProfileDto = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  partnerFirstName: z.string().nullable(),
  partnerBirthDate: z.string().nullable(),
  status: z.enum(["empty", "completed"]),
  isShort: z.boolean(),
  currentStep: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
  companyName: z.string(),
  lastNameRequired: z.boolean(),
  /** The definition is the questionnaire's own document (lib/questionnaire). */
  questionnaire: questionnaireRef().extend({ definition: z.unknown() }),
});
export type FillerProfileDto = z.infer<typeof FillerProfileDto>;

/** POST /owner/profiles/get-referral-id/{id}: the share link of a profile. */
export const ReferralLink = z.object({ referralId: z.string(), shareUrl: z.string() });
/** POST /owner/profiles/check-attach/{link}. */
export const CanAttach = z.object({ canAttach: z.literal(true) });
/** POST /owner/profiles/check-attach-exist/{link}. */
export const AttachExists = z.object({ exists: z.boolean() });
/** POST /owner/profiles/attach/{link} and /upend/{permalink}: the profile now in this owner's list. */
export const AttachedProfile = z.object({ profileId: z.string() });
/** POST /owner/profiles/check-upend/{permalink}. */
export const CanUpend = z.object({ canUpend: z.boolean() });

/**
 * A questionnaire's definition (lib/questionnaire): typed here, validated by lib/questionnaire
 * itself (administrators' uploads go through it), described in the document as an object.
 */
const questionnaireDefinition = () => z.custom<QuestionnaireDefinition>((v) => typeof v === "object" && v !== null).meta({ description: "The questionnaire's definition (pages, questions, visibility rules), see lib/questionnaire." });

/** GET /owner/questionnaire, /owner/questionnaire/unsecure, /app/upgrade/short. */
export const QuestionnaireDto = z.object({
  _id: z.string(),
  kind: z.enum(["profile", "love", "couple"]),
  version: z.number().int(),
  short: z.boolean(),
  definition: questionnaireDefinition(),
});
export type QuestionnaireDto = z.infer<typeof QuestionnaireDto>;

/** POST /owner/profiles/short, /love, /unsecure: the profile made from a submitted questionnaire. */
export const SubmittedProfile = z.object({
  _id: z.string(),
  /** The filler's secret: it claims the profile after signing up (POST /profiles/upend/{permalink}). */
  permalink: z.string(),
});
export type SubmittedProfile = z.infer<typeof SubmittedProfile>;

/** GET /app/profile/{permalink}/grade: the filler's own result once estimated. */
const storedGrade = () => z.string().nullable().optional();
/** The grades as stored (a grade code per level, a level may be missing). */
export const FillerGrade = z.object({ completed: z.boolean(), estimated: z.boolean(), finalScore: z.object({ K: storedGrade(), P: storedGrade(), L: storedGrade() }).nullable() });

/** GET /app/profile/{permalink}/upgrade: the questions that turn a short profile into a full one, when there are any. */
export const FillerUpgrade = z.object({
  available: z.boolean(),
  questionnaire: z.object({ _id: z.string(), version: z.number().int(), definition: questionnaireDefinition() }).nullable(),
});
