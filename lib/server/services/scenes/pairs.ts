import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pairChecks } from "@/db/schema";
import { DEFAULT_INTERACTION, managerSlotVisible, validateInteraction, type LoveForecast } from "@/lib/engine/index";
import { assertCan, type Action } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import { runEngine } from "@/lib/server/jobs/pool";
import { acquireRunSlot } from "@/lib/server/jobs/run-quota";
import type { ServerEffects } from "@/lib/server/effects";
import type { Pair as PairDto } from "@/lib/contracts/scene-responses";
import type { RequestMeta } from "../request-meta";
import { publishHistory } from "./history";
import { lovePersonOf } from "./love-answers";
import { isLovePairUnlocked, lockedLoveForecast } from "../consumer/love-pairs";
import { loadSceneFor } from "./manage-scenes";
import { firstDayOfMonth, isoDay } from "@/lib/engine/core/dates";
import { loadScenePeople, type ScenePerson } from "./scene-people";
import { bigFiveDto } from "../profiles/profile-dto";
import { stableSeed } from "./stable-seed";

type PairRow = typeof pairChecks.$inferSelect;
type Slots = [string | null, string | null];

function firstOfMonth(now: Date): string {
  return firstDayOfMonth(isoDay(now));
}

async function toPairDto(db: Db, session: Session, row: PairRow): Promise<PairDto> {
  const people = await loadScenePeople(db, session, [row.profileA, row.profileB, row.managerId].filter((x): x is string => Boolean(x)));
  const view = (id: string | null) => {
    const p = id ? people.get(id) : undefined;
    return p ? { profileId: p.row.id, firstName: p.row.firstName, lastName: p.row.lastName, avatarName: p.row.avatarName, position: p.row.position, eligible: Boolean(p.person) } : null;
  };
  // A love pair's full reading (what drives each score) is unlocked per pair of profiles.
  const loveUnlocked = row.type === "love" && row.profileA && row.profileB ? await isLovePairUnlocked(db, row.ownerId, row.profileA, row.profileB, session.resolvedAt) : null;
  const result = row.result && loveUnlocked === false && "love" in row.result ? lockedLoveForecast(row.result as unknown as LoveForecast) : row.result;
  return {
    _id: row.id,
    sceneId: row.sceneId,
    type: row.type,
    startDay: row.startDay,
    actors: [view(row.profileA), view(row.profileB)],
    managerId: row.managerId && people.has(row.managerId) ? row.managerId : null,
    interaction: row.interaction,
    result: result as PairDto["result"],
    loveUnlocked,
    loveTraits: row.type === "love" ? loveTraits(people.get(row.profileA ?? ""), people.get(row.profileB ?? ""), session.subjectId) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Both people's five traits for the love result's chart: the owner's own, filled profiles only (a shared profile's owner may hide its details). */
function loveTraits(a: ScenePerson | undefined, b: ScenePerson | undefined, ownerId: string): PairDto["loveTraits"] {
  const own = (p: ScenePerson | undefined) => (p && p.row.ownerId === ownerId && !p.row.hideDetails ? bigFiveDto(p.row) : null);
  const ta = own(a);
  const tb = own(b);
  return ta && tb ? [ta, tb] : null;
}

/** The rules of the two pair slots: two different profiles this owner may use; a manager only when both are filled. */
async function checkSlots(db: Db, session: Session, slots: Slots, managerId: string | null, interaction: { remote: boolean; hoursPerWeek: number }, sceneMembers?: Set<string>): Promise<void> {
  const [a, b] = slots;
  if (a && b && a === b) throw new AppError("scene:duplicate_profile");
  if (managerId && (!managerSlotVisible("pair", [a, b].filter(Boolean).length) || managerId === a || managerId === b)) {
    throw new AppError("validation:invalid_body", 400, { fields: { managerId: "invalid" } });
  }
  const ids = [a, b, managerId].filter((x): x is string => Boolean(x));
  const people = await loadScenePeople(db, session, ids);
  if (ids.some((id) => !people.has(id) || (sceneMembers && !sceneMembers.has(id) && id !== managerId))) throw new AppError("profile_not_found");
  if (!validateInteraction(interaction, { allowNone: false, field: "interaction" }).ok) throw new AppError("validate.consistency", 400, { fields: { interaction: "invalid" } });
}

/** A pair this owner may `action`, or 404: another owner's ids answer like unknown ones. */
async function loadPairFor(db: Db, session: Session, action: Action, id: string): Promise<PairRow> {
  const [row] = await db.select().from(pairChecks).where(eq(pairChecks.id, id)).limit(1);
  if (!row) throw new AppError("p2p:not_found");
  assertCan(session, action, row);
  return row;
}

export async function createPair(db: Db, session: Session, input: { actors: Slots; managerId?: string | null; interaction?: { remote: boolean; hoursPerWeek: number }; type?: "p2p" | "love" }, sceneId: string | null, meta: RequestMeta): Promise<PairDto> {
  assertCan(session, "pair.create");
  const interaction = input.interaction ?? { ...DEFAULT_INTERACTION };
  let members: Set<string> | undefined;
  if (sceneId) members = new Set((await loadSceneFor(db, session, "scene.read", sceneId, "team")).actors.map((a) => a.profileId));
  await checkSlots(db, session, input.actors, input.managerId ?? null, interaction, members);
  const [row] = await db
    .insert(pairChecks)
    .values({ ownerId: session.subjectId, sceneId, type: input.type ?? "p2p", profileA: input.actors[0], profileB: input.actors[1], managerId: input.managerId ?? null, interaction, startDay: firstOfMonth(meta.now), createdAt: meta.now, updatedAt: meta.now })
    .returning();
  return toPairDto(db, session, row!);
}

export async function updatePair(db: Db, session: Session, id: string, input: { actors?: Slots; managerId?: string | null; interaction?: { remote: boolean; hoursPerWeek: number } }, meta: RequestMeta): Promise<PairDto> {
  const row = await loadPairFor(db, session, "pair.update", id);
  const actors: Slots = input.actors ?? [row.profileA, row.profileB];
  const interaction = input.interaction ?? row.interaction;
  const managerId = input.managerId === undefined ? row.managerId : input.managerId;
  await checkSlots(db, session, actors, managerId, interaction);
  const [updated] = await db
    .update(pairChecks)
    .set({ profileA: actors[0], profileB: actors[1], managerId, interaction, result: null, updatedAt: meta.now })
    .where(eq(pairChecks.id, row.id))
    .returning();
  return toPairDto(db, session, updated!);
}

export async function getPair(db: Db, session: Session, id: string): Promise<PairDto> {
  return toPairDto(db, session, await loadPairFor(db, session, "pair.read", id));
}

export async function deletePair(db: Db, session: Session, id: string, effects: ServerEffects): Promise<void> {
  const row = await loadPairFor(db, session, "pair.delete", id);
  await db.delete(pairChecks).where(eq(pairChecks.id, row.id));
  await publishHistory(db, effects.live, session.subjectId);
}

/**
 * PUT /p2p/{id}/run: the 12-month forecast of the pair (type love: love, sexual, marital
 * and friendship compatibility), computed in the worker pool; every open tab gets it too.
 */
export async function runPair(db: Db, session: Session, id: string, type: "p2p" | "love" | undefined, meta: RequestMeta): Promise<PairDto> {
  const row = await loadPairFor(db, session, "pair.run", id);
  const kind = type ?? row.type;
  const people = await loadScenePeople(db, session, [row.profileA, row.profileB, row.managerId].filter((x): x is string => Boolean(x)));
  const a = row.profileA ? people.get(row.profileA) : undefined;
  const b = row.profileB ? people.get(row.profileB) : undefined;
  if (!a?.person || !b?.person) throw new AppError("actors_ineligible");
  const opts = { seed: stableSeed({ kind, a: row.profileA, b: row.profileB, manager: row.managerId, interaction: row.interaction }), today: isoDay(meta.now) };
  const manager = row.managerId ? people.get(row.managerId)?.person ?? null : null;
  const release = await acquireRunSlot(db, session.subjectId, meta.now);
  const reply = await (kind === "love" ? runEngine({ kind: "love", a: lovePersonOf(a), b: lovePersonOf(b), opts }) : runEngine({ kind: "pair", input: { a: a.person, b: b.person, manager, interaction: row.interaction }, opts })).finally(release);
  if (!reply.ok) throw new AppError(reply.error.code === "validate.consistency" ? "validate.consistency" : reply.error.code === "actors_ineligible" ? "actors_ineligible" : "scene:error");
  const [updated] = await db
    .update(pairChecks)
    .set({ type: kind, result: reply.value as Record<string, unknown>, startDay: firstOfMonth(meta.now), lastRunAt: meta.now, updatedAt: meta.now })
    .where(eq(pairChecks.id, row.id))
    .returning();
  const dto = await toPairDto(db, session, updated!);
  meta.effects.live.publish(session.subjectId, { type: "renderPair", pairId: row.id, result: dto.result });
  await publishHistory(db, meta.effects.live, session.subjectId);
  return dto;
}
