// Public API of the compatibility and scene engine (re-exports only). See docs/model.md.
export { ENGINE_VERSION, RESULT_NOTE, type Confidence, type ResultNote } from "./core/version";
export { ENGINE_ERROR_CODES, type EngineError, type EngineErrorCode, type Result } from "./core/result";
export type { EngineOptions } from "./core/options";
export { mulberry32, normalizeSeed, type Rng } from "./core/prng";

export { GRADES, LEVEL_KEYS, TRAITS, type BigFive, type Grade, type Level, type LevelKey, type Person, type TraitKey } from "./person/person";
export { GRADE_SCORES, MISSING_LEVEL_SCORE, gradeFromScore, maturityFromAge } from "./person/levels";
export { validatePerson } from "./person/validate-person";

export { CONTRIBUTOR_CODES, type Contributor, type ContributorCode, type ContributorParam } from "./contributors/catalogue";
export { MAX_CONTRIBUTORS } from "./contributors/select";

export { FORECAST_MONTHS, forecastPair, type PairComponents, type PairForecast, type PairInput, type PairMonth } from "./pair/forecast-pair";
export { forecastLovePair, type LoveForecast, type LovePerson, type LoveScore } from "./love/forecast-love-pair";
export { LOVE_DIMENSIONS, LOVE_TOPICS, mapLoveDimensions, LOVE_TOPIC_VALUES, type LoveAnswers, type LoveDimension, type LoveTopic } from "./love/love-topics";
export {
  BFI2_CORRELATIONS,
  BFI2_NORMS,
  LOVE_BANDS,
  LOVE_BAND_QUANTILES,
  LOVE_REFERENCE_COUPLES,
  PARTNER_SIMILARITY,
  loveBand,
  loveBandThresholds,
  lovePercentile,
  loveScoreAtPercentile,
  type LoveBand,
} from "./love/love-norms";
export { NORM_BANDS, NORM_BAND_QUANTILES, bandOf, type NormBand, type ScoreNorm } from "./norms/percentile-table";
export { COMPANY_SCORES, companyScoreAtPercentile, normOf, percentileOf, type CompanyScore } from "./norms/company-norms";
export { SHOWN_SCALE, SHOWN_SCORES, SHOWN_TARGET_SPAN, toShown, type ShownScore } from "./norms/shown-scale";
export { FULL_VALIDITY, RECENT_DAYS } from "./norms/outcome-band";
export { LOVE_ADVICE_CODES, readLoveForecast, type LoveAdvice, type LoveAdviceCode, type LoveDimensionReading, type LoveReading } from "./love/love-reading";

export { CHECK_WEEKS, checkTeam, type CheckActor, type TeamCheck, type TeamCheckInput, type TeamNorms, type TeamSnapshot } from "./team/check-team";
export { MOODS, moodFromScore, type Mood } from "./team/mood";
export type { TeamProfile } from "./team/composition";

export { explainSceneDay, simulateScene, simulateSceneColumns, type SceneColumns, type SceneResult } from "./scene/simulate-scene";
export { LIFESPAN_PAST_DAYS, MAX_PAST_DAYS, SCENE_DAYS, type InteractionSetting, type Lifespan, type SceneInput } from "./scene/scene-types";
export { ACTOR_SERIES, TEAM_SERIES, type ActorSeriesKey, type TeamSeriesKey } from "./scene/run-scene";
export type { ActorColumn, ActorColumns, ActorSeries, DayExplanation, SceneSegment, Series, TeamSeries } from "./scene/scene-output";
export {
  MONITOR_INDICATORS,
  MONITOR_POINT_STEP,
  MONITOR_THRESHOLD,
  MONITOR_WEEK_DAYS,
  MONITOR_WINDOW_DAYS,
  directionOf,
  monitorDigest,
  type FallingMember,
  type IndicatorTrend,
  type MonitorDigest,
  type MonitorIndicator,
  type MonitorRunInput,
  type TrendDirection,
} from "./scene/monitor-digest";
export { DIMENSIONS, type Dimension, type DimensionLevel, type PowerStats } from "./scene/power-stats";
export type { TeamContributors } from "./scene/explain-team";
export type { ActorContributors } from "./scene/explain-actor";
export {
  DEFAULT_INTERACTION,
  INTENSITY_STEPS,
  NO_INTERACTION,
  WEEKLY_HOURS_LIMIT,
  isAllowedIntensity,
  validateInteraction,
  type HoursWarning,
  type InteractionSettings,
} from "./scene/interactions";
export { weeklyHoursOn } from "./scene/weekly-hours";

export { ACTOR_EVENT_TYPES, normalizeEvents, type ActorEvent, type ActorEventType, type Rank, type SceneActor } from "./timeline/actor-events";
export { findRankConflict, isActiveOn, rankIntervals, rankOn, type RankInterval } from "./timeline/actor-state";
export { applyActorEvent, type ApplyOutcome, type IgnoreReason } from "./timeline/apply-event";
export { diffActors, type ActorDiff, type DiffKind } from "./timeline/diff";
export {
  UNDO_DEPTH,
  UNDO_LABELS,
  actorsUpdatedFlag,
  canUndo,
  emptyActors,
  emptyUndoMemory,
  rememberSnapshot,
  undo,
  undoLabels,
  type ActorsUpdatedFlag,
  type SceneSnapshot,
  type SceneView,
  type UndoLabel,
  type UndoMemory,
} from "./timeline/undo";
export { COMPUTE_PHASES, DEFAULT_PHASE, LOADER_RANGES, PHASE_PRIORITY, loaderProgress, nextPhase, type ComputePhase, type LoaderKind } from "./timeline/phases";
export { PAIR_SLOTS, TEAM_SLOTS, filledCount, managerSlotVisible, placeInSlot, type SlotKind } from "./timeline/slots";
export { timelineEvents, type TimelineEntry, type TimelineKind } from "./timeline/timeline-view";
export { CONTRIBUTOR_RESEARCH, RESEARCH_KEYS, researchFor, type ResearchKey } from "./advice/research";
export { MOODS_NEEDING_SUPPORT, PAIR_ADVICE_CODES, SUPPORT_REASONS, pairAdvice, teamSupport, type MemberMood, type PairAdvice, type PairAdviceCode, type SupportReason, type TeamSupport } from "./advice/company-advice";
