import "server-only";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { owners } from "./accounts";
import { id, tstz } from "./columns";

/**
 * The server processes sharing this database (lib/server/jobs/instance-heartbeat.ts): each
 * writes `last_seen` every few seconds; one not seen for INSTANCE_LOST_AFTER_MS is gone, and
 * the runs it was executing are failed by the others.
 */
export const instances = pgTable("instances", {
  /** lib/server/instance.ts: host, pid and a random tail. */
  id: text("id").primaryKey(),
  startedAt: tstz("started_at").notNull().defaultNow(),
  lastSeen: tstz("last_seen").notNull().defaultNow(),
});

/**
 * The engine computations each owner has in flight, across every instance (RUNS_PER_OWNER;
 * lib/server/jobs/run-quota.ts). A slot counts while its instance is alive and it is younger
 * than STALE_RUN_AFTER_MS, so a crashed process or a lost release never blocks an owner.
 */
export const runSlots = pgTable("run_slots", {
  id: id(),
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  instanceId: text("instance_id").notNull(),
  acquiredAt: tstz("acquired_at").notNull(),
}, (t) => [index("run_slots_owner_idx").on(t.ownerId)]);
