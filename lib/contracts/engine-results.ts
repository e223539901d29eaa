import { z } from "zod";
import {
  CONTRIBUTOR_CODES,
  DIMENSIONS,
  LEVEL_KEYS,
  NORM_BANDS,
  RESULT_NOTE,
  TRAITS,
  type ContributorCode,
  type LoveForecast as EngineLoveForecast,
  type PairForecast as EnginePairForecast,
  type PowerStats as EnginePowerStats,
  type TeamSnapshot as EngineTeamSnapshot,
  type TimelineEntry as EngineTimelineEntry,
} from "@/lib/engine/index";

// The engine's outputs as they travel in API answers. lib/engine stays free of zod, so the
// schemas live here and the assertions at the bottom fail to compile when an engine type
// and its schema part ways.

const range = z.object({ low: z.number(), high: z.number() });
const confidence = z.enum(["low", "moderate"]);
const teamProfile = z.enum(["launch", "growth", "support"]);

/**
 * A shown score's place in the reference population (engine >= 1.1.0): whole percentile 0..99
 * and its band. Optional everywhere: results stored by earlier engine versions do not have it.
 */
export const ScoreNorm = z.object({ percentile: z.number(), band: z.enum(NORM_BANDS) });

export const Contributor = z.object({
  code: z.enum(Object.keys(CONTRIBUTOR_CODES) as [ContributorCode, ...ContributorCode[]]),
  /** Signed effect on the indicator, in the indicator's own units (points). */
  impact: z.number(),
  actor: z.string().optional(),
  value: z.number().optional(),
  trait: z.enum(TRAITS).optional(),
  level: z.enum(LEVEL_KEYS).optional(),
  topic: z.string().optional(),
  answer: z.string().optional(),
});

export const InteractionSettings = z.object({ remote: z.boolean(), hoursPerWeek: z.number() });

export const PairMonth = z.object({
  month: z.string(),
  compatibility: z.number(),
  range,
  components: z.object({
    interpersonal: z.number(),
    workStyle: z.number(),
    competence: z.number(),
    maturity: z.number(),
    management: z.number().nullable(),
    familiarity: z.number(),
    deepAcquaintance: z.number(),
  }),
  contributors: z.array(Contributor),
  norm: ScoreNorm.optional(),
});

/** The 12-month professional forecast of a pair (lib/engine/pair/forecast-pair.ts). */
export const PairForecast = z.object({
  engineVersion: z.string(),
  seed: z.number(),
  note: z.literal(RESULT_NOTE),
  confidence,
  startDay: z.string(),
  managerId: z.string().nullable(),
  interaction: InteractionSettings,
  missingLevels: z.array(z.object({ actor: z.string(), level: z.enum(LEVEL_KEYS) })),
  months: z.array(PairMonth),
  managerFit: z.object({ value: z.number(), contributors: z.array(Contributor), norm: ScoreNorm.optional() }).nullable(),
  summary: z.object({ average: z.number(), first: z.number(), last: z.number(), norm: ScoreNorm.optional() }),
});

export const LoveScore = z.object({ score: z.number(), range, byPerson: z.object({ a: z.number(), b: z.number() }), contributors: z.array(Contributor) });

/** The couple forecast of a love pair (lib/engine/love/forecast-love-pair.ts). */
export const LoveForecast = z.object({
  engineVersion: z.string(),
  seed: z.number(),
  note: z.literal(RESULT_NOTE),
  confidence: z.literal("low"),
  love: LoveScore,
  sexual: LoveScore,
  marital: LoveScore,
  friendship: LoveScore,
});

const dimension = z.object({ value: z.number(), level: z.enum(["low", "medium", "high"]) });

/** A team's indicators on one day of a scene run (lib/engine/scene/power-stats.ts). */
export const PowerStats = z.object({
  date: z.string(),
  minPower: z.number(),
  maxPower: z.number(),
  currentPower: z.number(),
  statisticalPower: z.number(),
  peakPower: z.number(),
  powerRange: range,
  cohesion: z.number(),
  precision: z.number(),
  competences: z.number(),
  performance: z.number(),
  microclimate: z.number(),
  staticExpertise: z.object({ mean: z.number(), max: z.number(), maxActor: z.string() }),
  orientation: z.object({ competence: z.number(), professionalism: z.number(), maturity: z.number(), profile: teamProfile, orderCode: z.string() }),
  dimensions: z.record(z.enum(DIMENSIONS), dimension),
  norms: z.object({ cohesion: ScoreNorm, power: ScoreNorm, atmosphere: ScoreNorm }).optional(),
});

/** A team check's indicators on one day (lib/engine/team/check-team.ts). */
export const TeamSnapshot = z.object({
  date: z.string(),
  cohesion: z.number(),
  basePower: z.number(),
  peakPower: z.number(),
  currentPower: z.number(),
  statisticalPower: z.number(),
  atmosphere: z.number(),
  managerFit: z.number().nullable(),
  competencies: z.number(),
  integration: z.number(),
  profile: teamProfile,
  orderCode: z.string(),
  norms: z.object({ cohesion: ScoreNorm, power: ScoreNorm, atmosphere: ScoreNorm, managerFit: ScoreNorm.nullable() }).optional(),
});

/** One entry of a scene's timeline (lib/engine/timeline/timeline-view.ts). */
export const TimelineEntry = z.object({
  date: z.string(),
  kind: z.enum(["START", "JOIN", "REJOIN", "DISMISS", "M_JOIN", "L_JOIN", "M_DISMISS", "L_DISMISS"]),
  actor: z.string().optional(),
});

// Compile-time proof that each schema describes exactly the engine's type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proofs: [
  Same<z.infer<typeof PairForecast>, EnginePairForecast>,
  Same<z.infer<typeof LoveForecast>, EngineLoveForecast>,
  Same<z.infer<typeof PowerStats>, EnginePowerStats>,
  Same<z.infer<typeof TeamSnapshot>, EngineTeamSnapshot>,
  Same<z.infer<typeof TimelineEntry>, EngineTimelineEntry>,
] = [true, true, true, true, true];
void proofs;
