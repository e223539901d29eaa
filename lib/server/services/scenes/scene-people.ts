import "server-only";
import type { Db } from "@/db/client";
import type { BigFive, Grade, Level, Person } from "@/lib/engine/index";
import { GRADES, TRAITS } from "@/lib/engine/index";
import { isoDay } from "@/lib/engine/core/dates";
import type { Session } from "@/lib/server/auth/sessions";
import { GONE_STATUSES } from "../profiles/load-profile";
import type { ProfileRow } from "../profiles/profile-dto";
import { SCENE_PROFILE_COLUMNS } from "./scene-profile-columns";
import { scenePeopleRows } from "./team-check-queries";

export type SceneProfileRow = Pick<ProfileRow, keyof typeof SCENE_PROFILE_COLUMNS>;

/** A profile in a pair, check or scene: its display facts and, when filled, the engine's person. */
export interface ScenePerson {
  row: SceneProfileRow;
  /** A love profile's answers (the love forecast reads them); null for other kinds. */
  loveAnswers: Record<string, unknown> | null;
  /** Null until the questionnaire is filled (no Big Five yet). */
  person: Person | null;
}

function level(grade: unknown, precise: unknown): Level | undefined {
  if (typeof precise === "number" && Number.isFinite(precise)) return { precise: Math.max(0, Math.min(100, precise)) };
  if (typeof grade === "string" && (GRADES as readonly string[]).includes(grade)) return { grade: grade as Grade };
  return undefined;
}

/** Stored domain means as the engine reads them (the questionnaire and the engine name the five traits alike). */
export function engineBigFive(means: Readonly<Record<string, number>>): BigFive {
  return Object.fromEntries(TRAITS.map((t) => [t, means[t] ?? Number.NaN])) as BigFive;
}

/** The engine's view of a profile. Hidden details change nothing in the computation. */
export function toEnginePerson(row: SceneProfileRow): Person | null {
  if (!row.bigFive || row.status === "ack_q") return null;
  const means = row.bigFive.means;
  const levels: Person["levels"] = {};
  for (const key of ["K", "P", "L"] as const) {
    const l = level(row.finalScore?.[key], row.finalScorePrecise?.[key]);
    if (l) levels[key] = l;
  }
  return {
    id: row.id,
    bigFive: engineBigFive(means),
    levels,
    ...(row.age !== null ? { age: row.age } : {}),
    ...(row.gender ? { gender: row.gender } : {}),
    hideDetails: row.hideDetails,
    ...(row.completedAt ? { assessedOn: isoDay(row.completedAt) } : {}),
  };
}

/**
 * The live profiles among `ids` that this owner may use (their own and those shared with
 * them), by id. Ids of other owners' profiles are simply absent: callers answer 404 or
 * treat them as missing, never revealing that they exist.
 */
export async function loadScenePeople(db: Db, session: Session, ids: readonly string[]): Promise<Map<string, ScenePerson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await scenePeopleRows(db).execute({ ids: unique, ownerId: session.subjectId });
  const people = new Map<string, ScenePerson>();
  for (const { loveAnswers, ...row } of rows) {
    if ((GONE_STATUSES as readonly string[]).includes(row.status)) continue;
    people.set(row.id, { row, loveAnswers, person: toEnginePerson(row) });
  }
  return people;
}
