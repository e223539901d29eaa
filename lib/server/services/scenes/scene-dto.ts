import "server-only";
import type { scenes } from "@/db/schema";
import type { RunInfoDto, SceneDto, SceneListItemDto } from "@/lib/contracts/scenes";
import type { ComputePhase } from "@/lib/engine/index";
import { canUndo } from "@/lib/engine/index";
import { labelsOf } from "./scene-model";
import type { ScenePerson } from "./scene-people";
import type { RunMeta } from "./run-columns";

export type SceneRow = typeof scenes.$inferSelect;

export function runInfo(run: RunMeta | null | undefined): RunInfoDto | null {
  if (!run) return null;
  return {
    ruid: run.id,
    status: run.status,
    phase: run.phase as ComputePhase,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** What the engine worker writes into scenes.summary (lib/server/jobs/engine-worker.ts), as far as the DTO reads it. */
type StoredSummary = Partial<{
  startDay: string;
  todayIndex: number;
  dayCount: number;
  timeline: SceneDto["groupEvents"];
  actorDetails: SceneDto["actorDetails"];
  todayStats: SceneDto["powerDetails"];
  finalStats: SceneDto["finalStats"];
}>;

export function toSceneDto(row: SceneRow, people: Map<string, ScenePerson>, lastRun: RunMeta | null, pairIds: string[]): SceneDto {
  const summary = (row.summary ?? {}) as StoredSummary;
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    lifespan: row.lifespan,
    startDay: row.startDay,
    summonDay: row.summonDay,
    actors: row.actors.map((a) => {
      const p = people.get(a.profileId);
      return {
        profileId: a.profileId,
        addedAt: a.addedAt,
        events: a.events,
        firstName: p?.row.firstName ?? "",
        lastName: p?.row.lastName ?? "",
        position: p?.row.position ?? null,
        avatarName: p?.row.avatarName ?? null,
        eligible: Boolean(p?.person),
        missing: !p,
      };
    }),
    interactions: row.interactions,
    settings: { defaultInteraction: row.settings.defaultInteraction, managerId: row.settings.managerId ?? null, ...(row.kind === "check" ? { slots: row.settings.slots ?? [] } : {}) },
    p2pRequests: pairIds,
    status: row.status,
    canUndo: canUndo(row.undo),
    undoLabels: labelsOf(row.undo),
    lastRun: runInfo(lastRun),
    renderDays: typeof summary.dayCount === "number" ? summary.dayCount : null,
    groupEvents: Array.isArray(summary.timeline) ? summary.timeline : [],
    actorDetails: summary.actorDetails ?? {},
    powerDetails: summary.todayStats ?? null,
    timeLinePastData: summary.startDay ? { startDay: summary.startDay, todayIndex: summary.todayIndex ?? null } : null,
    finalStats: summary.finalStats ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSceneListItem(row: SceneRow): SceneListItemDto {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    actorsCount: row.actors.length,
    status: row.status,
    // The summary column is untyped JSON written by the engine worker: a finished run's PowerStats.
    finalStats: (row.summary?.finalStats ?? null) as SceneListItemDto["finalStats"],
    updatedAt: row.updatedAt.toISOString(),
  };
}
