import "server-only";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { owners } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

export const QUESTIONNAIRE_KINDS = ["profile", "love", "couple"] as const;
export const QUESTIONNAIRE_STATUSES = ["created", "computed", "inactive"] as const;

/**
 * Questionnaire versions. A saved definition never changes: editing makes a new version
 * (status created; computed once profiles were scored on it; inactive when retired).
 */
export const questionnaires = pgTable("questionnaires", {
  id: id(),
  kind: text("kind", { enum: QUESTIONNAIRE_KINDS }).notNull(),
  version: integer("version").notNull(),
  name: text("name").notNull(),
  status: text("status", { enum: QUESTIONNAIRE_STATUSES }).notNull().default("created"),
  definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
  dataSource: text("data_source").notNull().default("seed"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex("questionnaires_kind_version_key").on(t.kind, t.version)]);

/**
 * Data-level profile statuses (spec part 1 section 4): ack_q waiting for answers (empty),
 * ack_a answers sent (completed), answered approved by an administrator, deleted by its
 * owner, delete_keep deleted by its owner but kept because estimators graded it.
 */
export const PROFILE_STATUSES = ["ack_q", "ack_a", "answered", "deleted", "delete_keep"] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export interface BigFiveColumn {
  means: Record<string, number>;
  scale: Record<string, number>;
}

/** Grades K (competence), P (professionalism), L (personal maturity). */
export interface GradeTriple {
  K?: string | null;
  P?: string | null;
  L?: string | null;
}
export interface PreciseTriple {
  K?: number | null;
  P?: number | null;
  L?: number | null;
}

export const profiles = pgTable("profiles", {
  id: id(),
  /** Null for a profile filled on the public page and not yet claimed by an account. */
  ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "set null" }),
  kind: text("kind", { enum: QUESTIONNAIRE_KINDS }).notNull().default("profile"),
  questionnaireId: uuid("questionnaire_id").references(() => questionnaires.id),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  email: text("email"),
  phone: text("phone"),
  position: text("position"),
  /**
   * What the profile picker's search matches, kept by the database: the name in both orders and
   * the position, lower-cased, one per line (a search term holds no line break, so it matches
   * inside one of them, as three ILIKEs did). It rides in the name index, so a search reads
   * the index alone instead of every profile it passes (lists at real sizes, docs/operations.md).
   */
  searchText: text("search_text").generatedAlwaysAs(
    sql`lower(first_name || ' ' || last_name || chr(10) || last_name || ' ' || first_name || chr(10) || coalesce(position, ''))`,
  ),
  age: integer("age"),
  gender: text("gender", { enum: ["M", "F"] }),
  birthDate: date("birth_date"),
  partnerFirstName: text("partner_first_name"),
  partnerBirthDate: date("partner_birth_date"),
  /** The filler's secret: the invitation link carries it; never shown to anyone else. */
  permalink: text("permalink").notNull(),
  /** Public token of the share link (revocable); null when not shared. */
  shareLink: text("share_link"),
  avatarName: text("avatar_name"),
  status: text("status", { enum: PROFILE_STATUSES }).notNull().default("ack_q"),
  /** Filled with the short questionnaire (the 30 items, sex and age) only. */
  isShort: boolean("is_short").notNull().default(false),
  /** The owner hid the details from others; the profile still counts in compatibility and teams. */
  hideDetails: boolean("hide_details").notNull().default(false),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
  currentStep: integer("current_step").notNull().default(0),
  bigFive: jsonb("big_five").$type<BigFiveColumn>(),
  experienceYears: real("experience_years"),
  finalScore: jsonb("final_score").$type<GradeTriple>(),
  finalScorePrecise: jsonb("final_score_precise").$type<PreciseTriple>(),
  /** An administrator set the final score by hand; estimators' grades no longer change it. */
  finalScoreOverride: boolean("final_score_override").notNull().default(false),
  finalScorePreciseOverride: boolean("final_score_precise_override").notNull().default(false),
  invitationSentAt: tstz("invitation_sent_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  completedAt: tstz("completed_at"),
  deletedAt: tstz("deleted_at"),
}, (t) => [
  uniqueIndex("profiles_permalink_key").on(t.permalink),
  uniqueIndex("profiles_share_link_key").on(t.shareLink),
  index("profiles_owner_idx").on(t.ownerId, t.status, t.createdAt),
  // Keyset orders of the lists: (sort column, id) within an owner.
  index("profiles_owner_created_id_idx").on(t.ownerId, t.createdAt, t.id),
  index("profiles_owner_updated_id_idx").on(t.ownerId, t.updatedAt, t.id),
  // The picker's order, with what its filters read (status, search_text) after the keyset, so
  // a page and a search are index-only scans.
  index("profiles_owner_name_idx").on(t.ownerId, t.firstName, t.lastName, t.id, t.status, t.searchText),
  // Keyset orders of the administrator's profile list (every owner): (sort column, id).
  index("profiles_created_id_idx").on(t.createdAt, t.id),
  index("profiles_updated_id_idx").on(t.updatedAt, t.id),
  index("profiles_completed_id_idx").on(t.completedAt, t.id),
]);

/** Profiles another owner shared by link and this owner added to their list (read-only for them). */
export const profileAttachments = pgTable("profile_attachments", {
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  profileId: uuid("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.ownerId, t.profileId] })]);
