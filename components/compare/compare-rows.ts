// The rows of a team comparison and the best value of each (spec part 2: team comparison).
// A team's "today" and "final" are the engine's power statistics (PowerStats); a team
// check stores its today snapshot (TeamSnapshot) instead, so a few fields have two names.

import { Compare, type ComparedScene } from "@/lib/contracts/scene-responses";

export type ComparedTeam = ComparedScene;
export type CompareView = Compare;

export const COMPARE_ROWS = [
  "currentPower",
  "statisticalPower",
  "peakPower",
  "minPower",
  "maxPower",
  "cohesion",
  "microclimate",
  "performance",
  "competences",
  "precision",
  "expertise",
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

/** Percent rows carry a % sign; the others are points 0..100. */
export const PERCENT_ROWS: ReadonlySet<CompareRow> = new Set(["performance", "competences", "precision"]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** One indicator of one team's statistics, or null when the statistics do not have it. */
export function statValue(stats: unknown, row: CompareRow): number | null {
  if (!isObject(stats)) return null;
  switch (row) {
    case "microclimate":
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
 * Indices of the best (highest) value of a row: every indicator here is better higher.
 * Nothing is highlighted when fewer than two teams have a value or all values are equal.
 */
export function bestOf(values: ReadonlyArray<number | null>): Set<number> {
  const known = values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  if (known.length < 2) return new Set();
  const max = Math.max(...known.map((k) => k.v));
  const min = Math.min(...known.map((k) => k.v));
  if (max === min) return new Set();
  return new Set(known.filter((k) => k.v === max).map((k) => k.i));
}

export interface CompareTableRow {
  row: CompareRow;
  values: Array<number | null>;
  best: Set<number>;
}

/** The rows of one period ("today" or "final") with values per team; rows no team has are left out. */
export function compareTable(teams: readonly ComparedTeam[], period: "today" | "final"): CompareTableRow[] {
  return COMPARE_ROWS.flatMap((row) => {
    // Compared as shown (whole points), so two teams showing the same number tie.
    const values = teams.map((t) => {
      const v = statValue(t[period], row);
      return v === null ? null : Math.round(v);
    });
    return values.every((v) => v === null) ? [] : [{ row, values, best: bestOf(values) }];
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
