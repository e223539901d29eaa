import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pairChecks, sceneRuns, scenes, type SceneSettings, type SceneUndoMemory } from "@/db/schema";
import type { CreateScene, SceneDto, UpdateScene } from "@/lib/contracts/scenes";
import { DEFAULT_INTERACTION, rememberSnapshot, undo } from "@/lib/engine/index";
import { assertCan, type Action } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import type { ServerEffects } from "@/lib/server/effects";
import { publishHistory } from "./history";
import { isoDay } from "@/lib/engine/core/dates";
import { normaliseActors, startDayFor, validateComposition, type SceneState } from "./scene-model";
import { loadScenePeople } from "./scene-people";
import { sceneById } from "./team-check-queries";
import { toSceneDto, type SceneRow } from "./scene-dto";
import { moveTimelineStart } from "./timeline-start";
import { runMetaColumns } from "./run-columns";
import { assertTeamRoom } from "../billing/owner-plan";

/** A scene (of `kind`, when given) this owner may `action`, or 404: another owner's ids answer like unknown ones. */
export async function loadSceneFor(db: Db, session: Session, action: Action, id: string, kind?: "team" | "check"): Promise<SceneRow> {
  const [row] = await sceneById(db).execute({ id });
  if (!row || (kind && row.kind !== kind)) throw new AppError("scene:not_found");
  assertCan(session, action, row);
  return row;
}

export async function sceneDto(db: Db, session: Session, row: SceneRow): Promise<SceneDto> {
  const people = await loadScenePeople(db, session, row.actors.map((a) => a.profileId));
  const [lastRun] = row.lastRunId ? await db.select(runMetaColumns).from(sceneRuns).where(eq(sceneRuns.id, row.lastRunId)).limit(1) : [];
  const pairs = await db.select({ id: pairChecks.id }).from(pairChecks).where(eq(pairChecks.sceneId, row.id));
  // A member whose profile disappeared breaks the scene until it is fixed (derived, never written on a read).
  const broken = row.actors.some((a) => !people.has(a.profileId));
  return toSceneDto({ ...row, status: broken ? "broken" : "intact" }, people, lastRun ?? null, pairs.map((p) => p.id));
}

export async function createScene(db: Db, session: Session, input: CreateScene, meta: RequestMeta): Promise<SceneDto> {
  assertCan(session, "team.create");
  await assertTeamRoom(db, session, meta.now);
  const today = isoDay(meta.now);
  const startDay = startDayFor(input.lifespan, today);
  const actors = normaliseActors(input.actors, startDay, meta.now);
  const settings: SceneSettings = { defaultInteraction: input.defaultInteraction ?? { ...DEFAULT_INTERACTION }, managerId: null };
  const people = await loadScenePeople(db, session, actors.map((a) => a.profileId));
  validateComposition(actors, input.interactions, settings, people);
  const [row] = await db
    .insert(scenes)
    .values({ ownerId: session.subjectId, kind: "team", title: input.title, lifespan: input.lifespan, startDay, summonDay: today, actors, interactions: input.interactions, settings, createdAt: meta.now, updatedAt: meta.now })
    .returning();
  await publishHistory(db, meta.effects.live, session.subjectId);
  return sceneDto(db, session, row!);
}

/**
 * PATCH /scene/{id}. A change of the actors or interactions is remembered for undo (the
 * last two states); `undo: true` restores the previous state and clears the memory.
 */
export async function updateScene(db: Db, session: Session, id: string, input: UpdateScene, meta: RequestMeta): Promise<SceneDto> {
  const row = await loadSceneFor(db, session, "team.update", id, "team");
  const current: SceneState = { actors: row.actors, interactions: row.interactions };
  let next: SceneState = current;
  let memory: SceneUndoMemory = row.undo;
  if (input.undo) {
    const undone = undo(memory);
    if (!undone.ok) throw new AppError("scene:error", 409);
    next = undone.value.restored;
    memory = undone.value.memory;
  } else if (input.actors || input.interactions) {
    next = {
      actors: input.actors ? normaliseActors(input.actors, row.startDay, meta.now) : current.actors,
      interactions: input.interactions ?? current.interactions,
    };
    const seeded = memory.snapshots.length ? memory : rememberSnapshot(memory, current);
    memory = rememberSnapshot(seeded, next);
  }
  const lifespan = input.lifespan ?? row.lifespan;
  const startDay = input.lifespan ? startDayFor(lifespan, row.summonDay) : row.startDay;
  if (startDay !== row.startDay) next = moveTimelineStart(next.actors, next.interactions, row.startDay, startDay);
  const settings: SceneSettings = { ...row.settings, ...(input.defaultInteraction ? { defaultInteraction: input.defaultInteraction } : {}) };
  const people = await loadScenePeople(db, session, next.actors.map((a) => a.profileId));
  validateComposition(next.actors, next.interactions, settings, people);
  const [updated] = await db
    .update(scenes)
    .set({
      title: input.title ?? row.title,
      lifespan,
      startDay,
      actors: next.actors,
      interactions: next.interactions,
      settings,
      undo: memory,
      updatedAt: meta.now,
    })
    .where(eq(scenes.id, row.id))
    .returning();
  return sceneDto(db, session, updated!);
}

/** PATCH /scene/{id}/fix: drops members whose profiles disappeared, and their interactions. */
export async function fixScene(db: Db, session: Session, id: string, meta: RequestMeta): Promise<SceneDto> {
  const row = await loadSceneFor(db, session, "team.fix", id);
  const people = await loadScenePeople(db, session, row.actors.map((a) => a.profileId));
  const actors = row.actors.filter((a) => people.has(a.profileId));
  const kept = new Set(actors.map((a) => a.profileId));
  const interactions = row.interactions.filter((s) => kept.has(s.a) && kept.has(s.b));
  const settings = row.settings.slots ? { ...row.settings, slots: row.settings.slots.map((s) => (s && kept.has(s) ? s : null)), managerId: row.settings.managerId && people.has(row.settings.managerId) ? row.settings.managerId : null } : row.settings;
  const [updated] = await db.update(scenes).set({ actors, interactions, settings, status: "intact", undo: { snapshots: [] }, updatedAt: meta.now }).where(eq(scenes.id, row.id)).returning();
  return sceneDto(db, session, updated!);
}

/** DELETE /scene/bulk and /scene/all. Ids of other owners' scenes are ignored (the count tells). */
export async function deleteScenes(db: Db, session: Session, ids: string[] | "all", effects: ServerEffects): Promise<{ deleted: number }> {
  const own = eq(scenes.ownerId, session.subjectId);
  const removed = await db
    .delete(scenes)
    .where(ids === "all" ? and(own, eq(scenes.kind, "team")) : and(own, inArray(scenes.id, ids)))
    .returning({ id: scenes.id });
  await publishHistory(db, effects.live, session.subjectId);
  return { deleted: removed.length };
}

export async function copyScene(db: Db, session: Session, id: string, input: { title: string; startDay?: string; summonDay?: string }, meta: RequestMeta): Promise<SceneDto> {
  const row = await loadSceneFor(db, session, "team.copy", id, "team");
  await assertTeamRoom(db, session, meta.now);
  const [copy] = await db
    .insert(scenes)
    .values({
      ownerId: session.subjectId,
      kind: "team",
      title: input.title,
      lifespan: row.lifespan,
      startDay: input.startDay ?? row.startDay,
      summonDay: input.summonDay ?? row.summonDay,
      actors: row.actors,
      interactions: row.interactions,
      settings: row.settings,
      createdAt: meta.now,
      updatedAt: meta.now,
    })
    .returning();
  await publishHistory(db, meta.effects.live, session.subjectId);
  return sceneDto(db, session, copy!);
}
