import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { compareRequests, sceneRuns, scenes } from "@/db/schema";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { Compare as CompareDto, ComparedScene } from "@/lib/contracts/scene-responses";
import type { RequestMeta } from "../request-meta";
import { publishHistory } from "./history";
import { startSceneRun } from "./run-scene";

async function compared(db: Db, session: Session, sceneIds: string[], meta: RequestMeta): Promise<ComparedScene[]> {
  const rows = await db.select().from(scenes).where(and(eq(scenes.ownerId, session.subjectId), inArray(scenes.id, sceneIds)));
  if (rows.length !== new Set(sceneIds).size) throw new AppError("scene:not_found");
  const out: ComparedScene[] = [];
  for (const id of sceneIds) {
    let row = rows.find((r) => r.id === id)!;
    const [last] = row.lastRunId ? await db.select({ status: sceneRuns.status }).from(sceneRuns).where(eq(sceneRuns.id, row.lastRunId)).limit(1) : [];
    if (last?.status !== "done") {
      // A team never computed is computed now, so every column has numbers.
      const run = await startSceneRun(db, session, row.id, { wait: true }, meta);
      if (run.status !== "done") throw new AppError(run.code === "actors_ineligible" ? "actors_ineligible" : "scene:error");
      const [fresh] = await db.select().from(scenes).where(eq(scenes.id, id));
      row = fresh ?? row;
    }
    out.push({ _id: row.id, title: row.title, kind: row.kind, actorsCount: row.actors.length, today: (row.summary?.todayStats ?? null) as ComparedScene["today"], final: (row.summary?.finalStats ?? null) as ComparedScene["final"] });
  }
  return out;
}

/** POST /scenes/compare: two to four teams side by side on the same indicators. */
export async function compareScenes(db: Db, session: Session, sceneIds: string[], meta: RequestMeta): Promise<CompareDto> {
  assertCan(session, "teams.compare");
  if (new Set(sceneIds).size !== sceneIds.length) throw new AppError("scene:duplicate_profile");
  const result = await compared(db, session, sceneIds, meta);
  const [row] = await db
    .insert(compareRequests)
    .values({ ownerId: session.subjectId, sceneIds, result: { scenes: result }, createdAt: meta.now, updatedAt: meta.now })
    .returning();
  const dto = { _id: row!.id, sceneIds, scenes: result, updatedAt: row!.updatedAt.toISOString() };
  meta.effects.live.publish(session.subjectId, { type: "renderCompareTeam", compareId: row!.id, result: dto });
  await publishHistory(db, meta.effects.live, session.subjectId);
  return dto;
}

/** GET /scenes/compare/{id}: a comparison made before. */
export async function getComparison(db: Db, session: Session, id: string): Promise<CompareDto> {
  const [row] = await db.select().from(compareRequests).where(eq(compareRequests.id, id)).limit(1);
  if (!row) throw new AppError("compare:not_found");
  assertCan(session, "comparison.read", row);
  const stored = (row.result as { scenes?: ComparedScene[] } | null)?.scenes ?? [];
  return { _id: row.id, sceneIds: row.sceneIds, scenes: stored, updatedAt: row.updatedAt.toISOString() };
}
