import { z } from "zod";
import { BigFiveDto } from "./profiles";
import { profileCardFields } from "./profiles";
import { ACTOR_EVENT_TYPES, COMPUTE_PHASES } from "@/lib/engine/index";
import { InteractionSettings, LoveForecast, PairForecast, PowerStats, TeamSnapshot, TimelineEntry } from "./engine-results";
import { LIFESPANS } from "./scene-limits";
import { cursorPage } from "./paging";

// Answers of /api/v1/scene/... (requests are in scenes.ts). Services return these types and
// components import them; the endpoint table names them as each route's response.

/** A profile in a pair slot, as the owner may see it. */
export const PairPerson = z.object({
  profileId: z.string(),
  ...profileCardFields,
  /** Filled enough for the engine. */
  eligible: z.boolean(),
});
export type PairPerson = z.infer<typeof PairPerson>;

/** A pair check: GET/POST/PATCH /scene/p2p and PUT /scene/p2p/{id}/run. */
export const Pair = z.object({
  _id: z.string(),
  sceneId: z.string().nullable(),
  type: z.enum(["p2p", "love"]),
  startDay: z.string(),
  actors: z.array(PairPerson.nullable()),
  managerId: z.string().nullable(),
  interaction: InteractionSettings,
  /** The last run's forecast: professional (p2p) or the four love scores (love); null before the first run. */
  result: z.union([PairForecast, LoveForecast]).nullable(),
  /** Love pairs: whether the pair's full reading is unlocked (locked: the scores without their contributors); null for p2p. */
  loveUnlocked: z.boolean().nullable(),
  /** Love pairs of the owner's own profiles: both people's Big Five for the trait chart; null otherwise. */
  loveTraits: z.tuple([BigFiveDto, BigFiveDto]).nullable(),
  updatedAt: z.iso.datetime(),
});
export type Pair = z.infer<typeof Pair>;

/** GET /scene/profiles: a live profile this owner may put into a pair, check or team. */
export const SelectableProfile = z.object({
  _id: z.string(),
  ...profileCardFields,
  /** Filled: the engine can use it. */
  eligible: z.boolean(),
  shared: z.boolean(),
  kind: z.enum(["profile", "love", "couple"]),
});
export type SelectableProfile = z.infer<typeof SelectableProfile>;
export const SelectableProfiles = cursorPage(SelectableProfile);
export type SelectableProfiles = z.infer<typeof SelectableProfiles>;

/** One team of a comparison with its latest run's indicators. */
export const ComparedScene = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(["team", "check"]),
  actorsCount: z.number().int(),
  /** Today's indicators: a team's day statistics, or a team check's snapshot. */
  today: z.union([PowerStats, TeamSnapshot]).nullable(),
  /** The end-of-forecast statistics. */
  final: PowerStats.nullable(),
});
export type ComparedScene = z.infer<typeof ComparedScene>;

/** POST /scenes/compare and GET /scenes/compare/{id}. */
export const Compare = z.object({
  _id: z.string(),
  sceneIds: z.array(z.string()),
  scenes: z.array(ComparedScene),
  updatedAt: z.iso.datetime(),
});
export type Compare = z.infer<typeof Compare>;

/** PUT /scene/{id}/run: the run id; with `wait: true` also its outcome and the render data's location. */
export const RunStarted = z.object({
  ruid: z.string(),
  status: z.enum(["running", "done", "failed"]),
  location: z.string().optional(),
  code: z.string().optional(),
});
export type RunStarted = z.infer<typeof RunStarted>;

/** GET /scene/snapshot/{sceneId}?ruid: where the run's render data is served. */
export const SnapshotLocation = z.object({ location: z.string(), size: z.number().int().nullable() });

/** POST /live/ticket: a single-use ticket to open the live channel. */
export const LiveTicket = z.object({ ticket: z.string(), url: z.string(), expiresIn: z.number() });

/** DELETE /scene/bulk and /scene/all. */
export const DeletedScenes = z.object({ deleted: z.number().int() });

/** GET /scenes: a team or check in the owner's list. */
export const SceneListItem = z.object({
  _id: z.string(),
  kind: z.enum(["team", "check"]),
  title: z.string(),
  actorsCount: z.number().int(),
  status: z.enum(["intact", "broken"]),
  /** The end-of-forecast statistics of the latest finished run. */
  finalStats: PowerStats.nullable(),
  updatedAt: z.iso.datetime(),
});
export type SceneListItem = z.infer<typeof SceneListItem>;
export const SceneList = cursorPage(SceneListItem);
export type SceneList = z.infer<typeof SceneList>;

/** A member of a team, with the profile's card. */
export const SceneActorDto = z.object({
  profileId: z.string(),
  addedAt: z.string(),
  events: z.array(z.object({ date: z.string(), type: z.enum(ACTOR_EVENT_TYPES) })),
  ...profileCardFields,
  /** The profile is filled, so the engine can use it. */
  eligible: z.boolean(),
  /** The profile was deleted: the scene is broken until fixed. */
  missing: z.boolean(),
});
export type SceneActorDto = z.infer<typeof SceneActorDto>;

export const RunInfoDto = z.object({
  ruid: z.string(),
  status: z.enum(["running", "done", "failed"]),
  phase: z.enum(COMPUTE_PHASES),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type RunInfoDto = z.infer<typeof RunInfoDto>;

/** A team or a team check: GET/PATCH /scene/{id}, POST /scene, /scene/{id}/copy, PATCH /scene/{id}/fix, the sandbox. */
export const SceneDto = z.object({
  _id: z.string(),
  kind: z.enum(["team", "check"]),
  title: z.string(),
  lifespan: z.enum(LIFESPANS),
  startDay: z.string(),
  summonDay: z.string(),
  actors: z.array(SceneActorDto),
  interactions: z.array(z.object({ a: z.string(), b: z.string(), date: z.string(), remote: z.boolean().optional(), hoursPerWeek: z.number().optional() })),
  settings: z.object({
    defaultInteraction: InteractionSettings,
    managerId: z.string().nullable(),
    /** Team checks only: the four slots in order, empty ones null. */
    slots: z.array(z.string().nullable()).optional(),
  }),
  p2pRequests: z.array(z.string()),
  status: z.enum(["intact", "broken"]),
  canUndo: z.boolean(),
  /** What an undo would cancel (engine undo labels). */
  undoLabels: z.array(z.string()),
  lastRun: RunInfoDto.nullable(),
  /** From the last finished run: days rendered, timeline events, today's and the final statistics. */
  renderDays: z.number().int().nullable(),
  groupEvents: z.array(TimelineEntry),
  /** Reserved for per-actor details; empty today (they travel in the render data). */
  actorDetails: z.record(z.string(), z.unknown()),
  /** Today's statistics: a team's PowerStats, or a team check's snapshot. */
  powerDetails: z.union([PowerStats, TeamSnapshot]).nullable(),
  timeLinePastData: z.object({ startDay: z.string(), todayIndex: z.number().int().nullable() }).nullable(),
  finalStats: PowerStats.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SceneDto = z.infer<typeof SceneDto>;

/** GET /sandbox?id: the team check, or null when there is none yet. */
export const SandboxCheck = z.object({ check: SceneDto.nullable() });
