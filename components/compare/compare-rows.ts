// The rows of a team comparison and the best value of each (spec part 2: team comparison).
// A team's "today" and "final" are the engine's power statistics (PowerStats); a team
// check stores its today snapshot (TeamSnapshot) instead, so a few fields have two names.

import { formatNumber, formatPercentPoints } from "@/lib/client/numbers";
import { readRow, SAME_THRESHOLD } from "@/lib/client/score-reading";
import { Compare, type ComparedScene } from "@/lib/contracts/scene-responses";
import type { ScoreNorm } from "@/lib/engine/index";

export type ComparedTeam = ComparedScene;
export type CompareView = Compare;

export const COMPARE_ROWS = [
  "currentPower",
  "statisticalPower",
  "peakPower",
  "minPower",
  "maxPower",
  "cohesion",
  "atmosphere",
  "performance",
  "competences",
  "precision",
  "expertise",
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

/** Percent rows carry a % sign; the others are points 0..100. */
export const PERCENT_ROWS: ReadonlySet<CompareRow> = new Set(["performance", "competences", "precision"]);

/** One compared value as the table and the chart print it, for the reader's locale ("62 %" in Russian, "62%" in English). */
export function formatCompareValue(row: CompareRow, value: number | null, locale: string): string {
  if (value === null) return "—";
  return PERCENT_ROWS.has(row) ? formatPercentPoints(value, locale) : formatNumber(value, locale, 0);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** One indicator of one team's statistics, or null when the statistics do not have it. */
export function statValue(stats: unknown, row: CompareRow): number | null {
  if (!isObject(stats)) return null;
  switch (row) {
    // Power statistics call the team's working climate `microclimate`, a team check `atmosphere`; screens say atmosphere.
    case "atmosphere":
      return num(stats.microclimate) ?? num(stats.atmosphere);
    case "competences":
      return num(stats.competences) ?? num(stats.competencies);
    case "expertise":
      return isObject(stats.staticExpertise) ? num(stats.staticExpertise.mean) : null;
    default:
      return num(stats[row]);
  }
}

/** The team profile (launch, growth, support) and its order code, when known. */
export function statProfile(stats: unknown): { profile: "launch" | "growth" | "support"; orderCode: string } | null {
  if (!isObject(stats)) return null;
  const source = isObject(stats.orientation) ? stats.orientation : stats;
  const profile = source.profile;
  if (profile !== "launch" && profile !== "growth" && profile !== "support") return null;
  return { profile, orderCode: typeof source.orderCode === "string" ? source.orderCode : "" };
}

/**
 * The difference under which a row's values read "about the same" (lib/client/score-reading):
 * the same for every row. A team's power range is the 10-90 % band of its real outcome (engine
 * 1.2.0), not the precision of its forecast, so it does not decide whether one forecast is above
 * another.
 */
export function rowThreshold(): number {
  return SAME_THRESHOLD;
}

/** Rows with a place among reference teams, and the norm each reads. */
const NORM_OF_ROW: Partial<Record<CompareRow, "cohesion" | "power" | "atmosphere">> = { currentPower: "power", cohesion: "cohesion", atmosphere: "atmosphere" };

/** A team's norm for a row (engine >= 1.1.0 statistics only), or null. */
export function rowNorm(stats: ComparedTeam["today"], row: CompareRow): ScoreNorm | null {
  const key = NORM_OF_ROW[row];
  return key && stats?.norms ? stats.norms[key] : null;
}

/** True when a compared team's statistics come from an engine before norms (< 1.1.0): they lack them. */
export const fromEarlierModel = (teams: readonly ComparedTeam[]): boolean =>
  teams.some((t) => (t.today !== null && !t.today.norms) || (t.final !== null && !t.final.norms));

/**
 * Rows that never lead: precision says how precisely the people were measured, not how good the
 * team is, so a more precise measurement is no win (issue 17 point 6).
 */
export const NO_LEADER_ROWS: ReadonlySet<CompareRow> = new Set(["precision"]);

export interface CompareTableRow {
  row: CompareRow;
  values: Array<number | null>;
  /** The team whose value clearly leads the row (by more than the uncertainty), if any. */
  best: Set<number>;
  /** Every known value is within the uncertainty of the others: the row reads "about the same". */
  same: boolean;
  norms: Array<ScoreNorm | null>;
}

/** The rows of one period ("today" or "final") with values per team; rows no team has are left out. */
export function compareTable(teams: readonly ComparedTeam[], period: "today" | "final"): CompareTableRow[] {
  return COMPARE_ROWS.flatMap((row) => {
    // Compared as shown (whole points), so two teams showing the same number tie.
    const values = teams.map((t) => {
      const v = statValue(t[period], row);
      return v === null ? null : Math.round(v);
    });
    if (values.every((v) => v === null)) return [];
    const { leader: rowLeader, allSame } = readRow(values, rowThreshold());
    const leader = NO_LEADER_ROWS.has(row) ? null : rowLeader;
    return [{ row, values, best: new Set(leader === null ? [] : [leader]), same: allSame, norms: teams.map((t) => rowNorm(t[period], row)) }];
  });
}

/** A comparison as sent by the API or a `renderCompareTeam` message (checked by its contract), or null. */
export function asCompareView(v: unknown): CompareView | null {
  const parsed = Compare.safeParse(v);
  return parsed.success ? parsed.data : null;
}

/** The comparison a `renderCompareTeam` message carries for this id, or null. */
export function compareFromMessage(message: { type: string; [key: string]: unknown }, compareId: string): CompareView | "reload" | null {
  if (message.type !== "renderCompareTeam" || message.compareId !== compareId) return null;
  return asCompareView(message.result) ?? "reload";
}
