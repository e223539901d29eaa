import { z } from "zod";
import { profileCardFields } from "./profiles";
import { InteractionSettings, LoveForecast, PairForecast, PowerStats, TeamSnapshot } from "./engine-results";

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
export const SelectableProfiles = z.array(SelectableProfile);

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
