import { z } from "zod";
import { ACTOR_EVENT_TYPES } from "@/lib/engine/index";
import { isoDate, requiredText } from "./validation";

import { CHECK_SLOTS, COMPARE_SLOTS, LIFESPANS, MAX_HOURS, MAX_TEAM_SIZE } from "./scene-limits";
import { uuid } from "./ids";
import { PAGE_LIMIT_MAX, pageCursor, pageLimit, searchText } from "./paging";

export { CHECK_SLOTS, COMPARE_SLOTS, LIFESPANS, MAX_HOURS, MAX_TEAM_SIZE } from "./scene-limits";

const id = uuid;
const hours = () => z.number().min(0).max(MAX_HOURS);

export const ActorEventInput = z.strictObject({ date: isoDate, type: z.enum(ACTOR_EVENT_TYPES) });
export const SceneActorInput = z.strictObject({
  profileId: id(),
  /** When the specialist was added to the scene (drives the default "added-at" sort). */
  addedAt: z.iso.datetime().optional(),
  events: z.array(ActorEventInput).max(200),
});
export type SceneActorInput = z.infer<typeof SceneActorInput>;

export const InteractionSettingsInput = z.strictObject({ remote: z.boolean(), hoursPerWeek: hours() });
export const InteractionInput = z.strictObject({ a: id(), b: id(), date: isoDate, remote: z.boolean().optional(), hoursPerWeek: hours().optional() });
export type InteractionInput = z.infer<typeof InteractionInput>;


const sceneFields = {
  title: requiredText(100),
  lifespan: z.enum(LIFESPANS),
  actors: z.array(SceneActorInput).max(MAX_TEAM_SIZE),
  interactions: z.array(InteractionInput).max(5_000),
  defaultInteraction: InteractionSettingsInput,
};

/** POST /scene: a team (scene) for the simulator. */
export const CreateScene = z.strictObject({
  ...sceneFields,
  lifespan: sceneFields.lifespan.default("new"),
  interactions: sceneFields.interactions.default([]),
  defaultInteraction: sceneFields.defaultInteraction.optional(),
});
export type CreateScene = z.infer<typeof CreateScene>;

/** PATCH /scene/{id}: any of the fields; `undo: true` restores the previous actors instead. */
export const UpdateScene = z.strictObject({
  title: sceneFields.title.optional(),
  lifespan: sceneFields.lifespan.optional(),
  actors: sceneFields.actors.optional(),
  interactions: sceneFields.interactions.optional(),
  defaultInteraction: sceneFields.defaultInteraction.optional(),
  undo: z.literal(true).optional(),
});
export type UpdateScene = z.infer<typeof UpdateScene>;

export const CopyScene = z.strictObject({ title: requiredText(100), startDay: isoDate.optional(), summonDay: isoDate.optional() });
export const BulkDeleteScenes = z.strictObject({ sceneIds: z.array(id()).min(1).max(200) });
export const RunScene = z.strictObject({
  /** Answer only when the run has finished (for clients without the live channel, and benchmarks). */
  wait: z.boolean().optional(),
});
export const SnapshotQuery = z.strictObject({ ruid: id() });
export const SceneIdParam = z.strictObject({ id: id() });
export const SnapshotParam = z.strictObject({ sceneId: id() });
export const RenderParam = z.strictObject({ sceneId: id(), ruid: id() });

/** A team check (the sandbox): four slots and a manager when more than two are filled. */
export const CreateSandbox = z.strictObject({
  title: z.string().trim().max(100).optional(),
  slots: z.array(id().nullable()).length(CHECK_SLOTS),
  managerId: id().nullable().optional(),
  interaction: InteractionSettingsInput.optional(),
});
export const UpdateSandbox = z.strictObject({
  id: id(),
  title: z.string().trim().max(100).optional(),
  slots: z.array(id().nullable()).length(CHECK_SLOTS).optional(),
  managerId: id().nullable().optional(),
  interaction: InteractionSettingsInput.optional(),
});
export const SandboxQuery = z.strictObject({ id: id().optional() });

/** A pair check: two slots, a manager when both are filled. */
export const CreatePair = z.strictObject({
  actors: z.tuple([id().nullable(), id().nullable()]),
  managerId: id().nullable().optional(),
  interaction: InteractionSettingsInput.optional(),
  type: z.enum(["p2p", "love"]).optional(),
});
export const UpdatePair = z.strictObject({
  actors: z.tuple([id().nullable(), id().nullable()]).optional(),
  managerId: id().nullable().optional(),
  interaction: InteractionSettingsInput.optional(),
});
export const RunPair = z.strictObject({ type: z.enum(["p2p", "love"]).optional() });

export const CompareScenes = z.strictObject({ sceneIds: z.array(id()).min(2).max(COMPARE_SLOTS) });

export type SceneKind = "team" | "check";
export type SceneStatus = "intact" | "broken";

export type { RunInfoDto, SceneActorDto, SceneDto } from "./scene-responses";

/** GET /scenes (the schema is SceneListItem in scene-responses.ts). */
export type { SceneListItem as SceneListItemDto } from "./scene-responses";

/** The spec's access rules (part 2, section 3), computed by the server's policy. */
export const AccessRulesDto = z.strictObject({
  allowTeams: z.boolean(),
  allowScene: z.boolean(),
  needVerify: z.boolean(),
  allowCreateTeams: z.boolean(),
  allowCompareTeams: z.boolean(),
  /** The director monitor (GET /scene/monitor): `scene.monitor`. */
  allowMonitor: z.boolean(),
});
export type AccessRulesDto = z.infer<typeof AccessRulesDto>;

export interface HistoryEntryDto {
  id: string;
  type: "p2p" | "team" | "teams" | "monitor" | "compareTeams";
  title: string;
  actors: string[];
  scenes: string[];
  updatedAt: string;
}

export interface HistoryDto {
  entries: HistoryEntryDto[];
  counters: { p2p: number; team: number };
}

/**
 * GET /scene/profiles: a page of the profiles this owner may choose, searched by name
 * (either order) and position; or, with `ids`, just those profiles (the people already
 * in a form's slots). `eligible=true` keeps only filled profiles.
 */
export const SceneProfilesQuery = z.strictObject({
  q: searchText(),
  limit: pageLimit(),
  cursor: pageCursor(),
  ids: z
    .string()
    .max(200 * 37)
    .transform((text) => [...new Set(text.split(",").filter(Boolean))])
    .pipe(z.array(id()).max(PAGE_LIMIT_MAX))
    .optional(),
  eligible: z.enum(["true"]).optional(),
});
export type SceneProfilesQuery = z.infer<typeof SceneProfilesQuery>;

/** GET /scene/scenes: a page of the owner's teams, newest change first, searched by title. */
export const SceneListQuery = z.strictObject({ q: searchText(), limit: pageLimit(), cursor: pageCursor() });
export type SceneListQuery = z.infer<typeof SceneListQuery>;
