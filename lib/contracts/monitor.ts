import { z } from "zod";
import { ScoreNorm } from "./engine-results";
import { cursorPage, pageCursor } from "./paging";
import { profileCardFields } from "./profiles";
import { MONITOR_PAGE_SIZE } from "./scene-limits";

// GET /api/v1/scene/monitor: the director monitor (issue 17, point 11). Every saved team of the
// owner at a glance, read from each team's latest stored run (docs/api.md, "Director monitor";
// the rules: docs/model.md, "Director monitor").

export { MONITOR_PAGE_SIZE };

export const MonitorQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MONITOR_PAGE_SIZE).default(MONITOR_PAGE_SIZE),
  cursor: pageCursor(),
});
export type MonitorQuery = z.infer<typeof MonitorQuery>;

export const TrendDirection = z.enum(["up", "down", "steady"]);

/** One indicator over the last 90 days, on the shown scale. */
export const MonitorTrend = z.object({
  now: z.number(),
  from: z.number(),
  /** now - from; |change| < 5 reads steady. */
  change: z.number(),
  direction: TrendDirection,
  /** Weekly values, today last, for the sparkline. */
  points: z.array(z.number()),
  /** Today's value in words; null for results of an engine without norms. */
  norm: ScoreNorm.nullable(),
});
export type MonitorTrend = z.infer<typeof MonitorTrend>;

export const MonitorFallingMember = z.object({
  profileId: z.string(),
  ...profileCardFields,
  /** Condition (-100..100) at the window's start and today; change is negative. */
  from: z.number(),
  to: z.number(),
  change: z.number(),
});
export type MonitorFallingMember = z.infer<typeof MonitorFallingMember>;

export const MonitorTeam = z.object({
  _id: z.string(),
  title: z.string(),
  actorsCount: z.number().int(),
  /**
   * ready: read from the latest finished run; never_run: no run yet; running: the first run is
   * under way; failed: the latest run failed and none finished before it.
   */
  state: z.enum(["ready", "never_run", "running", "failed"]),
  /** The day the read run took as today (its trends end there). */
  runDay: z.string().nullable(),
  /** Cohesion, power (current) and atmosphere; null when fewer than two members were in the team today. */
  trends: z.object({ cohesion: MonitorTrend, power: MonitorTrend, atmosphere: MonitorTrend }).nullable(),
  falling: z.array(MonitorFallingMember),
  /** Predicted peak power today against a week ago; dropped when it fell by at least 5 points. */
  forecast: z.object({ now: z.number(), weekAgo: z.number(), change: z.number(), dropped: z.boolean() }).nullable(),
});
export type MonitorTeam = z.infer<typeof MonitorTeam>;

export const MonitorPage = cursorPage(MonitorTeam);
export type MonitorPage = z.infer<typeof MonitorPage>;
