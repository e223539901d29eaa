import { pageCursor } from "./paging";
import { z } from "zod";
import { LOVE_DIMENSIONS } from "@/lib/engine/love/love-topics";
import { AnswersInput, BigFiveDto } from "./profiles";
import { Contributor } from "./engine-results";
import { uuid } from "./ids";
import { email, isoDate, isoDateTime, locale, personName } from "./validation";
import { CONSUMER_KEY_PATTERN } from "./consumer-key";

// The consumer product's couple results (flame and the public couple questionnaire):
// a result is reached by its secret key; a shared link by a separate, revocable token.

/** A secret chosen by the server (results) or the browser (drafts): 22-64 URL-safe characters. */
export const ConsumerKey = z.string().regex(CONSUMER_KEY_PATTERN, "invalid");
export const KeyParam = z.strictObject({ key: ConsumerKey });
export const IdKeyParam = z.strictObject({ id: ConsumerKey });
export const TokenParam = z.strictObject({ token: ConsumerKey });
export const KeyTokenParam = z.strictObject({ key: ConsumerKey, token: ConsumerKey });

/** POST /owner/compatibility: a couple questionnaire answered alone (a describes b) or together (b answers the copies). */
export const CreateCoupleResult = z.strictObject({
  product: z.enum(["flame", "couple"]),
  mode: z.enum(["alone", "together"]),
  answers: AnswersInput,
  firstName: personName(),
  birthDate: isoDate.optional(),
  partnerFirstName: personName(),
  partnerBirthDate: isoDate.optional(),
  /** The draft this questionnaire was kept under (POST /owner/data), removed once the result exists. */
  draftKey: ConsumerKey.optional(),
  ln: locale().optional(),
});
export type CreateCoupleResult = z.infer<typeof CreateCoupleResult>;

export const CreatedCoupleResult = z.object({ key: z.string() });

/** POST /owner/compatibility/invitation/{token}: the partner's own answers. */
export const AnswerInvitation = z.strictObject({
  answers: AnswersInput,
  firstName: personName(),
  birthDate: isoDate.optional(),
  ln: locale().optional(),
});
export type AnswerInvitation = z.infer<typeof AnswerInvitation>;

export const InvitationDto = z.object({ firstName: z.string(), partnerFirstName: z.string(), answered: z.boolean() });
export type InvitationDto = z.infer<typeof InvitationDto>;
export const InviteLinkDto = z.object({ token: z.string() });

export const ShareLinkDto = z.object({ token: z.string(), createdAt: isoDateTime() });

const band = z.enum(["low", "typical", "high"]);
const dimensionScore = z.object({ score: z.number(), percentile: z.number(), band });
const byDimension = <T extends z.ZodType>(schema: T) => z.object(Object.fromEntries(LOVE_DIMENSIONS.map((d) => [d, schema])) as Record<(typeof LOVE_DIMENSIONS)[number], T>);

export const CouplePersonDto = z.object({
  firstName: z.string(),
  avatarName: z.string().nullable(),
  sex: z.enum(["male", "female"]).nullable(),
  age: z.number().nullable(),
});

/** The whole reading of one dimension: what drives it and one thing to try (unlocked results only). */
export const CoupleDimensionDetail = dimensionScore.extend({
  range: z.object({ low: z.number(), high: z.number() }),
  byPerson: z.object({ a: z.number(), b: z.number() }),
  contributors: z.array(Contributor),
  /** One thing to try (lib/engine/love/love-reading.ts): a code, and the person it concerns ("a" or "b") when it names one. */
  advice: z.object({ code: z.string(), actor: z.string().optional() }),
});

export const StoredReportDto = z.object({ text: z.string(), source: z.literal("openai"), createdAt: isoDateTime() });

export const CoupleResultDto = z.object({
  product: z.enum(["flame", "couple"]),
  /** initial: one person's answers; complete: both answered about themselves. */
  status: z.enum(["initial", "complete"]),
  createdAt: isoDateTime(),
  people: z.tuple([CouplePersonDto, CouplePersonDto]),
  /** Whose answers describe the partner: their own (both_self) or the first person's view (partner_rated). */
  basis: z.enum(["both_self", "partner_rated"]),
  myAvgAnswers: BigFiveDto,
  partnerAvgAnswers: BigFiveDto,
  /** Always shown. */
  summary: byDimension(dimensionScore),
  unlocked: z.boolean(),
  /** The full reading; null until the pair is unlocked. */
  details: byDimension(CoupleDimensionDetail).nullable(),
  /** The generated report in the reader's language, once written (the spec's gptResult); null when locked. */
  gptResult: StoredReportDto.nullable(),
  /** The partner's invitation token, while they have not answered. */
  inviteToken: z.string().nullable(),
  shareLinks: z.array(ShareLinkDto),
  /** Listed in a flame account's history. */
  saved: z.boolean(),
});
export type CoupleResultDto = z.infer<typeof CoupleResultDto>;

/** GET /owner/compatibility/shared/{token}: the allow-listed summary anyone with the link sees. */
export const SharedResultDto = z.object({
  locale: locale(),
  people: z.tuple([z.object({ firstName: z.string(), avatarName: z.string().nullable() }), z.object({ firstName: z.string(), avatarName: z.string().nullable() })]),
  dimensions: byDimension(z.object({ score: z.number(), band })),
  createdAt: isoDateTime(),
});
export type SharedResultDto = z.infer<typeof SharedResultDto>;

/** POST /owner/data {key, data}: a consumer's pending state (an unfinished questionnaire). */
export const SaveConsumerData = z.strictObject({
  key: ConsumerKey,
  data: z.record(z.string().max(100), z.unknown()),
});
export const ConsumerDataDto = z.object({ data: z.record(z.string(), z.unknown()), updatedAt: isoDateTime() });

/** POST /owner/save/flame {id, email}: keep a result in a flame account (a sign-in link is e-mailed). */
export const SaveFlame = z.strictObject({ id: ConsumerKey, email: email(), ln: locale().optional() });

export const FlameHistoryDto = z.object({
  items: z.array(z.object({ compatibilityId: z.string(), title: z.string(), status: z.enum(["initial", "complete"]), createdAt: isoDateTime() })),
});
export type FlameHistoryDto = z.infer<typeof FlameHistoryDto>;

/** Where a report's text comes from: kept from before, being written by the provider, or the built-in standard report. */
export type ReportSource = "stored" | "openai" | "standard";

/**
 * One line of the NDJSON stream of POST /chatgpt/resultAnonymous and /chatgpt/result:
 * where the text comes from, pieces of it, a reset (the provider failed part-way: drop
 * what was shown, the standard report follows), and the end.
 */
export type ReportEvent =
  | { type: "source"; source: ReportSource; reason?: "not_configured" }
  | { type: "delta"; text: string }
  | { type: "reset"; source: "standard"; reason: string }
  | { type: "done" };

/** POST /chatgpt/resultAnonymous {result, key}: `result` is accepted for the spec's shape but never trusted. */
export const ReportAnonymousRequest = z.strictObject({ key: ConsumerKey, result: z.unknown().optional(), ln: locale().optional() });

/** GET /administrator/compatibility: consumer results, newest first (first names only: no answers reach staff). */
export const AdminCoupleResultsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  unlocked: z.enum(["all", "locked", "unlocked"]).default("all"),
  /** The previous page's `nextCursor` (keyset paging; without it `page` reads by offset). */
  cursor: pageCursor(),
});
export const AdminCoupleResultsDto = z.object({
  items: z.array(z.object({
    _id: z.string(),
    product: z.enum(["flame", "couple"]),
    title: z.string(),
    status: z.enum(["initial", "complete"]),
    saved: z.boolean(),
    unlockedAt: isoDateTime().nullable(),
    hasReport: z.boolean(),
    createdAt: isoDateTime(),
  })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  nextCursor: z.string().nullable(),
});
export type AdminCoupleResultsDto = z.infer<typeof AdminCoupleResultsDto>;
export const AdminCoupleResultParam = z.strictObject({ id: uuid() });

/** POST /chatgpt/result {id1, id2, type}: a love owner's pair of love profiles; `result` and `params` are accepted for the spec's shape and never trusted. */
export const ReportPairRequest = z.strictObject({
  id1: uuid(),
  id2: uuid(),
  type: z.literal("love").default("love"),
  result: z.unknown().optional(),
  params: z.unknown().optional(),
  ln: locale().optional(),
});

/** GET /administrator/love-pairs: love-mobile owners' pairs of love profiles (first names only), newest check first. */
export const AdminLovePairsQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1), cursor: pageCursor() });
export const AdminLovePairsDto = z.object({
  items: z.array(z.object({
    ownerId: z.string(),
    ownerEmail: z.string(),
    profileIds: z.tuple([z.string(), z.string()]),
    title: z.string(),
    lastRunAt: isoDateTime().nullable(),
    unlockedAt: isoDateTime().nullable(),
  })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),  nextCursor: z.string().nullable(),
});
export type AdminLovePairsDto = z.infer<typeof AdminLovePairsDto>;
export const UnlockLovePair = z.strictObject({ ownerId: uuid(), id1: uuid(), id2: uuid() });
