import "server-only";
import { and, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { compareRequests, pairChecks, profiles, scenes } from "@/db/schema";
import type { HistoryDto, HistoryEntryDto } from "@/lib/contracts/scenes";
import type { LiveHub } from "@/lib/server/effects";
import { buildHistory, HISTORY_LIMIT } from "./history-rules";

async function names(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/** The dashboard's action history and counters of an owner. */
export async function ownerHistory(db: Db, ownerId: string): Promise<HistoryDto> {
  const pairs = await db.select().from(pairChecks).where(and(eq(pairChecks.ownerId, ownerId), isNotNull(pairChecks.lastRunAt))).orderBy(desc(pairChecks.updatedAt)).limit(HISTORY_LIMIT);
  const sceneRows = await db.select().from(scenes).where(eq(scenes.ownerId, ownerId)).orderBy(desc(scenes.updatedAt)).limit(HISTORY_LIMIT * 2);
  const compares = await db.select().from(compareRequests).where(eq(compareRequests.ownerId, ownerId)).orderBy(desc(compareRequests.updatedAt)).limit(HISTORY_LIMIT);
  const profileIds = [...pairs.flatMap((p) => [p.profileA, p.profileB]), ...sceneRows.filter((s) => s.kind === "check").flatMap((s) => s.actors.map((a) => a.profileId))].filter((x): x is string => Boolean(x));
  const nameOf = await names(db, profileIds);
  const sceneTitle = new Map(sceneRows.map((s) => [s.id, s.title]));
  const entries: HistoryEntryDto[] = [
    ...pairs.map((p) => {
      const actors = [p.profileA, p.profileB].filter((x): x is string => Boolean(x));
      return { id: p.id, type: "p2p" as const, title: actors.map((a) => nameOf.get(a) ?? "").join(" · "), actors, scenes: p.sceneId ? [p.sceneId] : [], updatedAt: p.updatedAt.toISOString() };
    }),
    ...sceneRows.map((s) => ({
      id: s.id,
      type: s.kind === "check" ? ("team" as const) : ("teams" as const),
      title: s.kind === "check" ? s.actors.map((a) => nameOf.get(a.profileId) ?? "").filter(Boolean).join(" · ") || s.title : s.title,
      actors: s.actors.map((a) => a.profileId),
      scenes: [s.id],
      updatedAt: s.updatedAt.toISOString(),
    })),
    ...compares.map((c) => ({ id: c.id, type: "compareTeams" as const, title: c.sceneIds.map((id) => sceneTitle.get(id) ?? "").filter(Boolean).join(" · "), actors: [], scenes: c.sceneIds, updatedAt: c.updatedAt.toISOString() })),
  ];
  const [pairCount] = (await db.select({ value: count() }).from(pairChecks).where(and(eq(pairChecks.ownerId, ownerId), isNotNull(pairChecks.lastRunAt)))) as [{ value: number }];
  const [teamCount] = (await db.select({ value: count() }).from(scenes).where(and(eq(scenes.ownerId, ownerId), eq(scenes.kind, "check"), isNotNull(scenes.lastRunId)))) as [{ value: number }];
  return { entries: buildHistory(entries), counters: { p2p: Number(pairCount.value), team: Number(teamCount.value) } };
}

/** Tells every open tab of the owner that the history changed. */
export async function publishHistory(db: Db, live: LiveHub, ownerId: string): Promise<void> {
  if (!live.mayHaveListeners(ownerId)) return; // nobody to tell: a page loads the history itself
  live.publish(ownerId, { type: "syncHistory", history: await ownerHistory(db, ownerId) });
}
