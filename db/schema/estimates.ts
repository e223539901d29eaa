import "server-only";
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { administrators, estimators } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { profiles, type GradeTriple, type PreciseTriple } from "./profiles";

/**
 * A profile given to an estimator in a batch, with the estimator's work on it:
 * estimate status none (not opened) / read (opened) / write (graded), skip status
 * none / normal (postponed) / suspicious, the main and precise grades, a note.
 */
export const estimatorAssignments = pgTable("estimator_assignments", {
  id: id(),
  estimatorId: uuid("estimator_id").notNull().references(() => estimators.id, { onDelete: "cascade" }),
  profileId: uuid("profile_id").notNull().references(() => profiles.id, { onDelete: "cascade" }),
  batchId: uuid("batch_id").notNull(),
  estimateStatus: text("estimate_status", { enum: ["none", "read", "write"] }).notNull().default("none"),
  skipStatus: text("skip_status", { enum: ["none", "normal", "suspicious"] }).notNull().default("none"),
  grade: jsonb("grade").$type<GradeTriple>().notNull().default({}),
  gradePrecise: jsonb("grade_precise").$type<PreciseTriple>().notNull().default({}),
  note: text("note").notNull().default(""),
  assignedAt: createdAt(),
  readAt: tstz("read_at"),
  updatedAt: updatedAt(),
}, (t) => [
  // One estimator per profile: a profile in someone's batch is never given to another.
  uniqueIndex("estimator_assignments_profile_key").on(t.profileId),
  // Keyset orders of the estimator's list: (sort column, id).
  index("estimator_assignments_estimator_idx").on(t.estimatorId, t.updatedAt, t.id),
  index("estimator_assignments_assigned_id_idx").on(t.estimatorId, t.assignedAt, t.id),
]);

/** Every administrator action: who, what, when, before and after. */
export const adminAudit = pgTable("admin_audit", {
  id: id(),
  administratorId: uuid("administrator_id").references(() => administrators.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  targetType: text("target_type").notNull(),
  targetId: text("target_id"),
  before: jsonb("before").$type<unknown>(),
  after: jsonb("after").$type<unknown>(),
  createdAt: createdAt(),
}, (t) => [index("admin_audit_created_idx").on(t.createdAt)]);
