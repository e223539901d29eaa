import type { ScoreNorm, TeamCheck, TeamSnapshot } from "@/lib/engine/index";
import type { TeamContributors } from "@/lib/engine/index";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The render data of a team check (the engine's `TeamCheck`). */
export function isTeamCheck(v: unknown): v is TeamCheck {
  return isObject(v) && isObject(v.today) && isObject(v.settled) && Array.isArray(v.forecast) && isObject(v.actors) && Array.isArray(v.memberIds) && isObject(v.contributors);
}

/** The team indicators shown today and after 13 weeks, in the order of the screen. */
export const TEAM_INDICATORS = ["cohesion", "basePower", "peakPower", "atmosphere", "managerFit", "statisticalPower", "competencies", "integration"] as const satisfies ReadonlyArray<keyof TeamSnapshot & keyof TeamContributors>;
export type TeamIndicator = (typeof TEAM_INDICATORS)[number];

/** Percent indicators are written with a % sign. */
export const PERCENT_INDICATORS: ReadonlySet<TeamIndicator> = new Set(["competencies", "integration"]);

export interface IndicatorRow {
  key: TeamIndicator;
  today: number | null;
  settled: number | null;
  /** settled - today, rounded to 0.1; null when either is unknown. */
  change: number | null;
}

export function indicatorRows(check: Pick<TeamCheck, "today" | "settled">): IndicatorRow[] {
  return TEAM_INDICATORS.map((key) => {
    const today = check.today[key];
    const settled = check.settled[key];
    const change = today === null || settled === null ? null : Math.round((settled - today) * 10) / 10;
    return { key, today, settled, change };
  });
}

/** Indicators read against reference teams (power's norm is current power's; the others have none). */
const NORMED = { cohesion: "cohesion", atmosphere: "atmosphere", managerFit: "managerFit" } as const satisfies Partial<Record<TeamIndicator, keyof NonNullable<TeamSnapshot["norms"]>>>;

/** An indicator's place among reference teams on that day, or null (no norm for it, or a result of engine < 1.1.0). */
export function indicatorNorm(snapshot: Pick<TeamSnapshot, "norms">, key: TeamIndicator): ScoreNorm | null {
  const field = (NORMED as Partial<Record<TeamIndicator, keyof NonNullable<TeamSnapshot["norms"]>>>)[key];
  return field && snapshot.norms ? (snapshot.norms[field] ?? null) : null;
}

/** The weekly forecast as chart series (x = week 0..13). */
export function teamChartData(check: Pick<TeamCheck, "forecast">) {
  const f = check.forecast;
  return {
    x: f.map((p) => p.week),
    cohesion: f.map((p) => p.cohesion),
    currentPower: f.map((p) => p.currentPower),
    atmosphere: f.map((p) => p.atmosphere),
    integration: f.map((p) => p.integration),
  };
}

/** Members in slot order, strongest contribution first when the order is unknown. */
export function memberOrder(check: Pick<TeamCheck, "memberIds" | "actors">, slotOrder: ReadonlyArray<string | null>): string[] {
  const known = slotOrder.filter((id): id is string => id !== null && check.memberIds.includes(id));
  const rest = check.memberIds.filter((id) => !known.includes(id)).sort((a, b) => (check.actors[b]?.power ?? 0) - (check.actors[a]?.power ?? 0));
  return [...known, ...rest].filter((id) => check.actors[id] !== undefined);
}
