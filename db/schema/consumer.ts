import "server-only";
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { flameUsers, owners } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

/**
 * A consumer's unfinished questionnaire, kept under a secret key the browser chose
 * (POST /owner/data {key, data}), so it resumes after the tab was closed or on the
 * next visit. Stored as the key's SHA-256; purged when it expires.
 */
export const consumerDrafts = pgTable("consumer_drafts", {
  keyHash: text("key_hash").primaryKey(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
  expiresAt: tstz("expires_at").notNull(),
}, (t) => [index("consumer_drafts_expires_idx").on(t.expiresAt)]);

export const COUPLE_PRODUCTS = ["flame", "couple"] as const;
export type CoupleProduct = (typeof COUPLE_PRODUCTS)[number];

export interface CouplePersonRecord {
  firstName: string;
  birthDate: string | null;
  avatarName: string | null;
  sex: "male" | "female" | null;
  age: number | null;
}

/** A generated report in one language (the spec's gptResult). */
export interface StoredReport {
  text: string;
  source: "openai";
  model: string;
  createdAt: string;
}

/**
 * A couple's compatibility result made from consumer questionnaires (flame, the public
 * couple questionnaire). The secret key is the holder's capability: whoever has it sees
 * the result (it is never put in a shared link; shared links are `result_links`).
 * Person a answered about themselves; person b is described by a (`partnerRatedAnswers`)
 * and/or by themselves (`partnerSelfAnswers`), and the forecast uses b's own answers when
 * they exist.
 */
export const coupleResults = pgTable("couple_results", {
  id: id(),
  keyHash: text("key_hash").notNull(),
  product: text("product", { enum: COUPLE_PRODUCTS }).notNull(),
  flameUserId: uuid("flame_user_id").references(() => flameUsers.id, { onDelete: "set null" }),
  locale: text("locale", { enum: ["ru", "en"] }).notNull(),
  status: text("status", { enum: ["initial", "complete"] }).notNull().default("initial"),
  people: jsonb("people").$type<[CouplePersonRecord, CouplePersonRecord]>().notNull(),
  /** Person a's own answers (own question names). */
  ownAnswers: jsonb("own_answers").$type<Record<string, unknown>>().notNull(),
  /** Person a's answers about person b (own question names), when given. */
  partnerRatedAnswers: jsonb("partner_rated_answers").$type<Record<string, unknown>>(),
  /** Person b's answers about themselves (own question names), when given. */
  partnerSelfAnswers: jsonb("partner_self_answers").$type<Record<string, unknown>>(),
  questionnaireId: uuid("questionnaire_id"),
  /** The engine's LoveForecast for the answers in use, plus both people's Big Five. */
  result: jsonb("result").$type<Record<string, unknown>>().notNull(),
  /** Reports by language; served again, never regenerated. */
  reports: jsonb("reports").$type<Partial<Record<"ru" | "en", StoredReport>>>().notNull().default({}),
  /** The partner's invitation to answer for themselves (a random token; one use). */
  inviteToken: text("invite_token"),
  unlockedAt: tstz("unlocked_at"),
  unlockedBy: text("unlocked_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("couple_results_key_idx").on(t.keyHash),
  uniqueIndex("couple_results_invite_idx").on(t.inviteToken),
  index("couple_results_flame_user_idx").on(t.flameUserId, t.createdAt),
  // Keyset order of the administrator's compatibility list: (created_at, id), newest first.
  index("couple_results_created_id_idx").on(t.createdAt, t.id),
]);

/** A revocable link that shows an allow-listed summary of a couple result to anyone. */
export const resultLinks = pgTable("result_links", {
  token: text("token").primaryKey(),
  resultId: uuid("result_id").notNull().references(() => coupleResults.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  revokedAt: tstz("revoked_at"),
}, (t) => [index("result_links_result_idx").on(t.resultId)]);

/**
 * A love-mobile owner's pair of love profiles whose full reading and report are unlocked
 * (lifetime access for the pair: the spec's check-payment-pair). The pair is stored in a
 * fixed order (the smaller id first), so (a, b) and (b, a) are one pair. Reports by
 * language: a pair's forecast never changes (saved questionnaires cannot change).
 */
export const lovePairUnlocks = pgTable("love_pair_unlocks", {
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  profileLow: uuid("profile_low").notNull(),
  profileHigh: uuid("profile_high").notNull(),
  unlockedAt: tstz("unlocked_at").notNull(),
  unlockedBy: text("unlocked_by").notNull(),
  reports: jsonb("reports").$type<Partial<Record<"ru" | "en", StoredReport>>>().notNull().default({}),
}, (t) => [primaryKey({ columns: [t.ownerId, t.profileLow, t.profileHigh] })]);
