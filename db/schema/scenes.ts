import "server-only";
import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { owners } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export interface StoredSceneActor {
  profileId: string;
  addedAt: string;
  events: Array<{ date: string; type: "JOIN" | "REJOIN" | "DISMISS" | "M_RANK" | "M_DISRANK" | "L_RANK" | "L_DISRANK" }>;
}

export interface StoredInteraction {
  a: string;
  b: string;
  date: string;
  remote?: boolean;
  hoursPerWeek?: number;
}

export interface SceneSettings {
  defaultInteraction: { remote: boolean; hoursPerWeek: number };
  /** Team checks: the manager slot (used when more than two slots are filled). */
  managerId: string | null;
  /** Team checks: the four slots, in order. */
  slots?: Array<string | null>;
}

/** The undo memory: the last two actor snapshots (spec part 2 section 4). */
export interface SceneUndoMemory {
  snapshots: Array<{ actors: StoredSceneActor[]; interactions: StoredInteraction[] }>;
}

/**
 * Teams (scenes) of the simulator, and team checks ("check": the four-slot sandbox).
 * Status broken means a profile of the team disappeared; PATCH /scene/{id}/fix repairs it.
 */
export const scenes = pgTable("scenes", {
  id: id(),
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["team", "check"] }).notNull().default("team"),
  title: text("title").notNull(),
  lifespan: text("lifespan", { enum: ["new", "one_year", "two_years"] }).notNull().default("new"),
  startDay: text("start_day").notNull(),
  summonDay: text("summon_day").notNull(),
  actors: jsonb("actors").$type<StoredSceneActor[]>().notNull().default([]),
  interactions: jsonb("interactions").$type<StoredInteraction[]>().notNull().default([]),
  settings: jsonb("settings").$type<SceneSettings>().notNull(),
  undo: jsonb("undo").$type<SceneUndoMemory>().notNull().default({ snapshots: [] }),
  status: text("status", { enum: ["intact", "broken"] }).notNull().default("intact"),
  lastRunId: uuid("last_run_id"),
  /** Small facts of the last finished run (render days, final stats ...) for lists and the DTO. */
  summary: jsonb("summary").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("scenes_owner_idx").on(t.ownerId, t.kind, t.updatedAt, t.id)]);

/** One computation of a scene; its render data is stored gzip-compressed and served by URL. */
export const sceneRuns = pgTable("scene_runs", {
  id: id(),
  sceneId: uuid("scene_id").notNull().references(() => scenes.id, { onDelete: "cascade" }),
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["running", "done", "failed"] }).notNull().default("running"),
  phase: text("phase").notNull().default("START"),
  seed: integer("seed").notNull(),
  engineVersion: text("engine_version").notNull(),
  /** gzip of the render data, in `dataFormat`: the engine's JSON (runs before packing) or the packed form (lib/contracts/render-packing.ts). */
  data: bytea("data"),
  dataFormat: text("data_format", { enum: ["json", "packed"] }).notNull().default("json"),
  /** Bytes of the render data before gzip. */
  dataSize: integer("data_size"),
  error: text("error"),
  /** The instance executing the run (lib/server/instance.ts); when it stops being seen, the run is failed (recover-runs.ts). */
  instanceId: text("instance_id"),
  createdAt: createdAt(),
  finishedAt: tstz("finished_at"),
}, (t) => [index("scene_runs_scene_idx").on(t.sceneId, t.createdAt), index("scene_runs_running_idx").on(t.instanceId).where(sql`status = 'running'`)]);

/** Pair checks (p2p): two slots, an optional manager, the interaction; inside a scene or on their own. */
export const pairChecks = pgTable("pair_checks", {
  id: id(),
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  sceneId: uuid("scene_id").references(() => scenes.id, { onDelete: "cascade" }),
  type: text("type", { enum: ["p2p", "love"] }).notNull().default("p2p"),
  profileA: uuid("profile_a"),
  profileB: uuid("profile_b"),
  managerId: uuid("manager_id"),
  interaction: jsonb("interaction").$type<{ remote: boolean; hoursPerWeek: number }>().notNull(),
  startDay: text("start_day").notNull(),
  result: jsonb("result").$type<Record<string, unknown>>(),
  lastRunAt: tstz("last_run_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("pair_checks_owner_idx").on(t.ownerId, t.updatedAt)]);

/** Team comparisons: scenes side by side on the same indicators. */
export const compareRequests = pgTable("compare_requests", {
  id: id(),
  ownerId: uuid("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  sceneIds: jsonb("scene_ids").$type<string[]>().notNull(),
  result: jsonb("result").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("compare_requests_owner_idx").on(t.ownerId, t.updatedAt)]);
