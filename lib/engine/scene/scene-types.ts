import type { DayNumber } from "../core/dates";
import type { DerivedPerson } from "../person/derive";
import type { SceneActor } from "../timeline/actor-events";
import type { InteractionSettings } from "./interactions";

/** How much past the scene shows: new (none), one year (365 days) or two years (730 days). */
export const LIFESPAN_PAST_DAYS = { new: 0, one_year: 365, two_years: 730 } as const;
export type Lifespan = keyof typeof LIFESPAN_PAST_DAYS;

/** Forecast days after today (today included). */
export const SCENE_DAYS = 365;
export const MAX_PAST_DAYS = 730;

/**
 * Sets a pair's interaction from `date` on. Omitted fields keep their previous value
 * (at first the scene's default). hoursPerWeek 0 means the pair does not interact.
 */
export interface InteractionSetting {
  a: string;
  b: string;
  date: string;
  remote?: boolean;
  hoursPerWeek?: number;
}

export interface SceneInput {
  lifespan: Lifespan;
  actors: SceneActor[];
  interactions?: InteractionSetting[];
  /** Setting of every pair not otherwise set; default office, 5 hours a week. */
  defaultInteraction?: InteractionSettings;
}

export interface SegmentPlan {
  /** Day indices [from, to) in the window. */
  from: number;
  to: number;
  active: Uint8Array;
  managerIdx: number;
  leadIdx: number;
}

export interface PairChange {
  day: number; // window index (<= 0 folded into the initial settings)
  pair: number;
  remote: boolean | undefined;
  hours: number | undefined;
}

export interface PreparedScene {
  ids: string[];
  persons: DerivedPerson[];
  d0: DayNumber;
  dayCount: number;
  pastDays: number;
  todayIndex: number;
  /** Epoch day of each actor's first join (NaN when never joined). */
  firstJoin: Float64Array;
  /** Epoch day the spell containing day 0 began (NaN when not active on day 0). */
  spellStartAtD0: Float64Array;
  segments: SegmentPlan[];
  initialHours: Float64Array;
  initialRemote: Uint8Array;
  changes: PairChange[];
  /** A manager who is not a member (team check's manager slot). */
  externalManager: DerivedPerson | null;
  actors: SceneActor[];
}

/** Index of the pair (i, j), i < j, among n actors. */
export const pairIndex = (n: number, i: number, j: number) => i * n - (i * (i + 1)) / 2 + (j - i - 1);
