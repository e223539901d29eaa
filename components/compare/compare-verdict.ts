// The comparison in words (issue 17 point 6): which team is likely stronger on what. It reads the
// rows of compareTable, so a team "leads" exactly where the table marks it (by more than the
// forecasts' precision, lib/client/score-reading) and never on a row that cannot lead.
import { compareTable, NO_LEADER_ROWS, type ComparedTeam, type CompareRow } from "./compare-rows";

export type VerdictPeriod = "today" | "final";

export interface CompareVerdict {
  /** The period read: the end of the forecast when every team has one, otherwise today. */
  period: VerdictPeriod;
  /** Per team (in the comparison's order) the rows it clearly leads; teams leading none are left out. */
  leads: Array<{ team: number; rows: CompareRow[] }>;
  /** Rows where every known value is within the precision of the others. */
  same: CompareRow[];
  /** Rows with values to compare but no clear leader and not all alike (two of three close at the top). */
  unclear: CompareRow[];
}

/** The period a comparison is best read from. */
export function verdictPeriod(teams: readonly ComparedTeam[]): VerdictPeriod {
  return teams.length > 0 && teams.every((t) => t.final !== null) ? "final" : "today";
}

/** What the comparison says, or null when no row has two values to compare. */
export function compareVerdict(teams: readonly ComparedTeam[]): CompareVerdict | null {
  const period = verdictPeriod(teams);
  const rows = compareTable(teams, period).filter((r) => !NO_LEADER_ROWS.has(r.row) && r.values.filter((v) => v !== null).length >= 2);
  if (rows.length === 0) return null;
  const leads = teams
    .map((_, team) => ({ team, rows: rows.filter((r) => r.best.has(team)).map((r) => r.row) }))
    .filter((l) => l.rows.length > 0);
  return {
    period,
    leads,
    same: rows.filter((r) => r.same).map((r) => r.row),
    unclear: rows.filter((r) => !r.same && r.best.size === 0).map((r) => r.row),
  };
}
