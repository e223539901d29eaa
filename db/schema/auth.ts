import "server-only";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";

export const SESSION_DOMAINS = ["administrator", "estimator", "owner", "flame"] as const;
export type SessionDomain = (typeof SESSION_DOMAINS)[number];

/** One row per signed-in device; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable("sessions", {
  id: id(),
  domain: text("domain", { enum: SESSION_DOMAINS }).notNull(),
  subjectId: uuid("subject_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
  lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
  idleExpiresAt: tstz("idle_expires_at").notNull(),
  absoluteExpiresAt: tstz("absolute_expires_at").notNull(),
  upstreamId: text("upstream_id"),
  ip: text("ip"),
  userAgent: text("user_agent"),
}, (t) => [
  uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
  index("sessions_subject_idx").on(t.domain, t.subjectId),
]);

export const ONE_TIME_TOKEN_KINDS = [
  "magic_login",
  "password_reset",
  "email_verification",
  "auth_handoff",
  "invitation",
  "live_ticket",
] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Single-use links and tickets; stored hashed, deleted by the lookup that uses them. */
export const oneTimeTokens = pgTable("one_time_tokens", {
  id: id(),
  kind: text("kind", { enum: ONE_TIME_TOKEN_KINDS }).notNull(),
  domain: text("domain", { enum: SESSION_DOMAINS }).notNull(),
  subjectId: uuid("subject_id"),
  email: text("email"),
  tokenHash: text("token_hash").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  expiresAt: tstz("expires_at").notNull(),
}, (t) => [
  uniqueIndex("one_time_tokens_hash_key").on(t.tokenHash),
  index("one_time_tokens_subject_idx").on(t.kind, t.domain, t.subjectId),
]);

/** Audit log of sign-in events (success, failure, logout, links sent and used). */
export const authEvents = pgTable("auth_events", {
  id: id(),
  domain: text("domain").notNull(),
  event: text("event").notNull(),
  subjectId: uuid("subject_id"),
  email: text("email"),
  ip: text("ip"),
  userAgent: text("user_agent"),
  upstreamId: text("upstream_id"),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index("auth_events_subject_idx").on(t.domain, t.subjectId, t.createdAt)]);

/** Sliding-window rate limiting: one row per counted attempt, keyed by what is limited. */
export const rateLimitHits = pgTable("rate_limit_hits", {
  id: id(),
  key: text("key").notNull(),
  createdAt: createdAt(),
}, (t) => [index("rate_limit_hits_key_idx").on(t.key, t.createdAt)]);

