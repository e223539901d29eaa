import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { scenes, type SceneSettings } from "@/db/schema";
import type { SceneDto } from "@/lib/contracts/scenes";
import { DEFAULT_INTERACTION, managerSlotVisible, validateInteraction } from "@/lib/engine/index";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { loadSceneFor, sceneDto } from "./manage-scenes";
import { isoDay } from "@/lib/engine/core/dates";
import { loadScenePeople } from "./scene-people";
import { assertTeamRoom, assertTeamsWithinPlan } from "../billing/owner-plan";

// Team checks ("the sandbox", spec part 2 section 7): four slots and a manager, stored
// as scenes of kind "check" so they run, stream and snapshot exactly like teams.

interface CheckFields {
  title?: string;
  slots: Array<string | null>;
  managerId: string | null;
  interaction: { remote: boolean; hoursPerWeek: number };
}

async function validateCheck(db: Db, session: Session, fields: CheckFields): Promise<void> {
  const filled = fields.slots.filter((s): s is string => Boolean(s));
  if (new Set(filled).size !== filled.length) throw new AppError("scene:duplicate_profile");
  if (fields.managerId && (!managerSlotVisible("team", filled.length) || filled.includes(fields.managerId))) {
    throw new AppError("validation:invalid_body", 400, { fields: { managerId: "invalid" } });
  }
  const ids = [...filled, ...(fields.managerId ? [fields.managerId] : [])];
  const people = await loadScenePeople(db, session, ids);
  if (ids.some((id) => !people.has(id))) throw new AppError("profile_not_found");
  if (!validateInteraction(fields.interaction, { allowNone: false, field: "interaction" }).ok) throw new AppError("validate.consistency", 400, { fields: { interaction: "invalid" } });
}

function storedCheck(fields: CheckFields, today: string, now: Date) {
  const settings: SceneSettings = { defaultInteraction: fields.interaction, managerId: fields.managerId, slots: fields.slots };
  const actors = fields.slots.filter((s): s is string => Boolean(s)).map((profileId) => ({ profileId, addedAt: now.toISOString(), events: [{ date: today, type: "JOIN" as const }] }));
  return { settings, actors };
}

/** GET /sandbox?id=: one team check, or the newest; null when the owner has none yet. */
export async function getTeamCheck(db: Db, session: Session, id: string | undefined): Promise<{ check: SceneDto | null }> {
  if (id) return { check: await sceneDto(db, session, await loadSceneFor(db, session, "teamCheck.read", id, "check")) };
  const [row] = await db.select().from(scenes).where(and(eq(scenes.ownerId, session.subjectId), eq(scenes.kind, "check"))).orderBy(desc(scenes.updatedAt)).limit(1);
  return { check: row ? await sceneDto(db, session, row) : null };
}

export async function createTeamCheck(db: Db, session: Session, input: { title?: string; slots: Array<string | null>; managerId?: string | null; interaction?: CheckFields["interaction"] }, meta: RequestMeta): Promise<SceneDto> {
  assertCan(session, "teamCheck.create");
  await assertTeamRoom(db, session, meta.now);
  const fields: CheckFields = { title: input.title, slots: input.slots, managerId: input.managerId ?? null, interaction: input.interaction ?? { ...DEFAULT_INTERACTION } };
  await validateCheck(db, session, fields);
  const today = isoDay(meta.now);
  const { settings, actors } = storedCheck(fields, today, meta.now);
  const [row] = await db
    .insert(scenes)
    .values({ ownerId: session.subjectId, kind: "check", title: input.title || "", lifespan: "new", startDay: today, summonDay: today, actors, settings, createdAt: meta.now, updatedAt: meta.now })
    .returning();
  meta.effects.live.publish(session.subjectId, { type: "teamCheck", sceneId: row!.id });
  return sceneDto(db, session, row!);
}

export async function updateTeamCheck(db: Db, session: Session, input: { id: string; title?: string; slots?: Array<string | null>; managerId?: string | null; interaction?: CheckFields["interaction"] }, meta: RequestMeta): Promise<SceneDto> {
  const row = await loadSceneFor(db, session, "teamCheck.update", input.id, "check");
  await assertTeamsWithinPlan(db, session, meta.now);
  const fields: CheckFields = {
    title: input.title ?? row.title,
    slots: input.slots ?? row.settings.slots ?? [null, null, null, null],
    managerId: input.managerId === undefined ? row.settings.managerId : input.managerId,
    interaction: input.interaction ?? row.settings.defaultInteraction,
  };
  await validateCheck(db, session, fields);
  const { settings, actors } = storedCheck(fields, row.startDay, meta.now);
  const [updated] = await db
    .update(scenes)
    .set({ title: fields.title ?? "", settings, actors, summary: null, lastRunId: null, updatedAt: meta.now })
    .where(eq(scenes.id, row.id))
    .returning();
  meta.effects.live.publish(session.subjectId, { type: "teamCheck", sceneId: row.id });
  return sceneDto(db, session, updated!);
}
