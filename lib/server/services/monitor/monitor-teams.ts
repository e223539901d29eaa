import "server-only";
import { gunzipSync } from "node:zlib";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { profiles, sceneRuns, scenes } from "@/db/schema";
import type { MonitorFallingMember, MonitorPage, MonitorQuery, MonitorTeam, MonitorTrend } from "@/lib/contracts/monitor";
import { decodePackedRender } from "@/lib/contracts/render-packing";
import { MONITOR_INDICATORS, monitorDigest, type IndicatorTrend, type MonitorDigest, type MonitorRunInput, type ScoreNorm } from "@/lib/engine/index";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { decodeCursor, pageOf } from "@/lib/server/paging/cursor";
import { selectableBy } from "../scenes/selectable";

/** What the monitor needs of a stored run's result beyond the series (its today's norms). */
type StoredRun = MonitorRunInput & { todayStats?: { norms?: Record<(typeof MONITOR_INDICATORS)[number], ScoreNorm> } | null };

/** The stored render data of a run, decoded (packed or JSON, both gzip); null when unreadable. */
export function readStoredRun(data: Buffer, format: "json" | "packed"): StoredRun | null {
  try {
    const bytes = gunzipSync(data);
    const value = (format === "packed" ? decodePackedRender(bytes) : JSON.parse(bytes.toString("utf8"))) as Partial<StoredRun>;
    const ok = typeof value.today === "string" && typeof value.todayIndex === "number" && value.team && value.actors
      && ["cohesion", "currentPower", "atmosphere", "peakPower"].every((k) => Array.isArray((value.team as Record<string, unknown>)[k]));
    return ok ? (value as StoredRun) : null;
  } catch {
    return null;
  }
}

const trendDto = (trend: IndicatorTrend, norm: ScoreNorm | undefined): MonitorTrend => ({ ...trend, norm: norm ?? null });

/**
 * GET /scene/monitor: one page of the owner's saved teams (the simulator's, not team checks),
 * by title then id (a keyset: a run finishing between two pages moves no team), each read from
 * its latest finished run: trends of the last 90 days, falling members, the week's forecast.
 */
export async function monitorTeams(db: Db, session: Session, query: MonitorQuery): Promise<MonitorPage> {
  assertCan(session, "scene.monitor");
  const me = session.subjectId;
  const cursor = decodeCursor(query.cursor, 1);
  const conditions: SQL[] = [eq(scenes.ownerId, me), eq(scenes.kind, "team")];
  if (cursor) conditions.push(sql`(${scenes.title}, ${scenes.id}) > (${String(cursor.key[0])}::text, ${cursor.id}::uuid)`);
  // The latest finished run's data (a newer run may still be under way) and the latest run's status.
  const latestDone = sql`(select r.id from ${sceneRuns} r where r.scene_id = ${scenes.id} and r.status = 'done' order by r.created_at desc, r.id desc limit 1)`;
  const rows = await db
    .select({
      id: scenes.id,
      title: scenes.title,
      actors: scenes.actors,
      lastStatus: sql<string | null>`(select r.status from ${sceneRuns} r where r.id = ${scenes.lastRunId})`,
      doneRunId: sql<string | null>`${latestDone}`,
    })
    .from(scenes)
    .where(and(...conditions))
    .orderBy(asc(scenes.title), asc(scenes.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => ({ key: [row.title], id: row.id }));

  const runIds = page.rows.map((r) => r.doneRunId).filter((x): x is string => Boolean(x));
  const runs = runIds.length === 0 ? [] : await db.select({ id: sceneRuns.id, data: sceneRuns.data, format: sceneRuns.dataFormat }).from(sceneRuns).where(and(inArray(sceneRuns.id, runIds), eq(sceneRuns.ownerId, me)));
  const stored = new Map(runs.map((run) => [run.id, run.data ? readStoredRun(run.data, run.format) : null]));
  const digests = new Map(page.rows.map((row) => {
    const run = row.doneRunId ? stored.get(row.doneRunId) ?? null : null;
    return [row.id, run ? { digest: monitorDigest(run), norms: run.todayStats?.norms } : null] as const;
  }));

  const fallingIds = [...new Set([...digests.values()].flatMap((d) => d?.digest.falling.map((f) => f.id) ?? []))];
  const people = fallingIds.length === 0 ? [] : await db.select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, position: profiles.position, avatarName: profiles.avatarName }).from(profiles).where(and(inArray(profiles.id, fallingIds), selectableBy(me)));
  const byId = new Map(people.map((p) => [p.id, p]));

  return {
    items: page.rows.map((row): MonitorTeam => {
      const read = digests.get(row.id) ?? null;
      return {
        _id: row.id,
        title: row.title,
        actorsCount: row.actors.length,
        state: read ? "ready" : stateWithoutResult(row.lastStatus),
        runDay: read?.digest.today ?? null,
        trends: read ? trendsOf(read.digest, read.norms) : null,
        falling: read ? fallingOf(read.digest, byId) : [],
        forecast: read?.digest.forecast ?? null,
      };
    }),
    nextCursor: page.nextCursor,
  };
}

function stateWithoutResult(status: string | null): MonitorTeam["state"] {
  if (status === "running") return "running";
  if (status === "failed") return "failed";
  return "never_run";
}

function trendsOf(digest: MonitorDigest, norms: Partial<Record<string, ScoreNorm>> | undefined): MonitorTeam["trends"] {
  const t = digest.trends;
  if (!t) return null;
  return { cohesion: trendDto(t.cohesion, norms?.cohesion), power: trendDto(t.power, norms?.power), atmosphere: trendDto(t.atmosphere, norms?.atmosphere) };
}

type PersonCard = Pick<MonitorFallingMember, "firstName" | "lastName" | "position" | "avatarName">;

/** A member whose profile the owner can no longer select (deleted, no longer shared) is left out: the monitor names people, never ids. */
function fallingOf(digest: MonitorDigest, byId: Map<string, PersonCard & { id: string }>): MonitorFallingMember[] {
  return digest.falling.flatMap((f) => {
    const p = byId.get(f.id);
    return p ? [{ profileId: f.id, firstName: p.firstName, lastName: p.lastName, position: p.position, avatarName: p.avatarName, from: f.from, to: f.to, change: f.change }] : [];
  });
}
