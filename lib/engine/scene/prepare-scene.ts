import { parseDay } from "../core/dates";
import { err, ok, type Result } from "../core/result";
import { derivePerson, type DerivedPerson } from "../person/derive";
import { validatePerson } from "../person/validate-person";
import { findRankConflict, validateEvents } from "../timeline/actor-state";
import { normalizeEvents, type SceneActor } from "../timeline/actor-events";
import { DEFAULT_INTERACTION, isAllowedIntensity, validateInteraction } from "./interactions";
import { LIFESPAN_PAST_DAYS, SCENE_DAYS, pairIndex, type PairChange, type PreparedScene, type SceneInput, type SegmentPlan } from "./scene-types";

interface Timeline {
  spells: Array<[number, number]>; // epoch [start, end)
  ranks: Array<[number, "employee" | "lead" | "manager"]>; // epoch day -> rank from then on
}

function actorTimeline(a: SceneActor): Timeline {
  const spells: Array<[number, number]> = [];
  const ranks: Timeline["ranks"] = [];
  let start: number | null = null;
  for (const e of normalizeEvents(a.events)) {
    const d = parseDay(e.date)!;
    if (e.type === "JOIN" || e.type === "REJOIN") start = d;
    else if (e.type === "DISMISS") {
      if (start !== null) spells.push([start, d]);
      start = null;
      ranks.push([d, "employee"]);
    } else ranks.push([d, e.type === "M_RANK" ? "manager" : e.type === "L_RANK" ? "lead" : "employee"]);
  }
  if (start !== null) spells.push([start, Infinity]);
  return { spells, ranks };
}

const rankAt = (t: Timeline, day: number) => {
  let r: "employee" | "lead" | "manager" = "employee";
  for (const [d, rank] of t.ranks) if (d <= day) r = rank;
  return r;
};
const activeAt = (t: Timeline, day: number) => t.spells.some(([s, e]) => s <= day && day < e);

function validateActors(actors: unknown): Result<SceneActor[]> {
  if (!Array.isArray(actors)) return err("invalid_scene", { field: "actors" });
  const seen = new Set<string>();
  for (let i = 0; i < actors.length; i++) {
    const a = actors[i] as SceneActor;
    const v = validatePerson(a, `actors[${i}]`);
    if (!v.ok) return v;
    if (seen.has(a.id)) return err("duplicate_actor", { field: `actors[${i}].id`, actor: a.id });
    seen.add(a.id);
    const ev = validateEvents(a.events, a.id, `actors[${i}].events`);
    if (!ev.ok) return ev;
  }
  return ok(actors as SceneActor[]);
}

/**
 * Validates a scene and lays it out for the simulation: actors in id order (so input
 * order never matters), the window of days, the segments between changes, pair settings.
 */
export function prepareScene(
  scene: SceneInput,
  today: number,
  externalManager: DerivedPerson | null = null,
  sceneDays: number = SCENE_DAYS,
): Result<PreparedScene> {
  if (!scene || typeof scene !== "object") return err("invalid_scene", { field: "scene" });
  if (!Object.hasOwn(LIFESPAN_PAST_DAYS, scene.lifespan)) return err("invalid_scene", { field: "lifespan" });
  const va = validateActors(scene.actors);
  if (!va.ok) return va;
  const actors = [...va.value].sort((x, y) => (x.id < y.id ? -1 : 1)).map((a) => ({ ...a, events: normalizeEvents(a.events) }));
  const clash = findRankConflict(actors);
  if (clash) return err("rank_conflict", { actor: clash.actor, value: clash.other, field: clash.rank });
  const def = validateInteraction(scene.defaultInteraction ?? DEFAULT_INTERACTION, { allowNone: true, field: "defaultInteraction" });
  if (!def.ok) return def;

  const n = actors.length;
  const ids = actors.map((a) => a.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const pastDays = LIFESPAN_PAST_DAYS[scene.lifespan];
  const d0 = today - pastDays;
  const dayCount = pastDays + sceneDays;
  const P = (n * (n - 1)) / 2;
  const initialHours = new Float64Array(P).fill(def.value.hoursPerWeek);
  const initialRemote = new Uint8Array(P).fill(def.value.remote ? 1 : 0);

  const changes: PairChange[] = [];
  const inter = scene.interactions ?? [];
  if (!Array.isArray(inter)) return err("validate.consistency", { field: "interactions" });
  const parsed: Array<PairChange & { order: number }> = [];
  for (let k = 0; k < inter.length; k++) {
    const s = inter[k]!;
    const f = `interactions[${k}]`;
    const i = index.get(s?.a);
    const j = index.get(s?.b);
    if (i === undefined || j === undefined || i === j) return err("validate.consistency", { field: `${f}.actors` });
    const day = parseDay(s.date);
    if (day === null) return err("invalid_date", { field: `${f}.date` });
    if (s.remote !== undefined && typeof s.remote !== "boolean") return err("validate.consistency", { field: `${f}.remote` });
    if (s.hoursPerWeek !== undefined && !(typeof s.hoursPerWeek === "number" && isAllowedIntensity(s.hoursPerWeek, true))) {
      return err("validate.consistency", { field: `${f}.hoursPerWeek`, ...(typeof s.hoursPerWeek === "number" ? { value: s.hoursPerWeek } : {}) });
    }
    if (s.remote === undefined && s.hoursPerWeek === undefined) return err("validate.consistency", { field: f });
    parsed.push({ day: Math.max(0, day - d0), pair: pairIndex(n, Math.min(i, j), Math.max(i, j)), remote: s.remote, hours: s.hoursPerWeek, order: k });
  }
  // By day; on the same day the later entry of the input wins.
  parsed.sort((x, y) => x.day - y.day || x.order - y.order);
  for (const c of parsed) {
    if (c.day === 0) {
      if (c.hours !== undefined) initialHours[c.pair] = c.hours;
      if (c.remote !== undefined) initialRemote[c.pair] = c.remote ? 1 : 0;
    } else if (c.day < dayCount) changes.push({ day: c.day, pair: c.pair, remote: c.remote, hours: c.hours });
  }

  const tl = actors.map(actorTimeline);
  const cuts = new Set<number>([0]);
  const within = (d: number) => d - d0 > 0 && d - d0 < dayCount;
  for (const t of tl) {
    for (const [s, e] of t.spells) {
      if (within(s)) cuts.add(s - d0);
      if (Number.isFinite(e) && within(e)) cuts.add(e - d0);
    }
    for (const [d] of t.ranks) if (within(d)) cuts.add(d - d0);
  }
  for (const c of changes) cuts.add(c.day);
  const bounds = [...cuts].sort((x, y) => x - y);
  const segments: SegmentPlan[] = bounds.map((from, k) => {
    const day = d0 + from;
    const active = new Uint8Array(n);
    let managerIdx = -1;
    let leadIdx = -1;
    tl.forEach((t, i) => {
      if (!activeAt(t, day)) return;
      active[i] = 1;
      const r = rankAt(t, day);
      if (r === "manager") managerIdx = i;
      else if (r === "lead") leadIdx = i;
    });
    return { from, to: bounds[k + 1] ?? dayCount, active, managerIdx, leadIdx };
  });
  if (!segments.some((s) => s.active.reduce((x, y) => x + y, 0) >= 2)) return err("actors_ineligible");

  const firstJoin = new Float64Array(n).fill(NaN);
  const spellStartAtD0 = new Float64Array(n).fill(NaN);
  tl.forEach((t, i) => {
    if (t.spells.length) firstJoin[i] = t.spells[0]![0];
    const sp = t.spells.find(([s, e]) => s <= d0 && d0 < e);
    if (sp) spellStartAtD0[i] = sp[0];
  });
  const persons = actors.map(derivePerson);
  return ok({ ids, persons, d0, dayCount, pastDays, todayIndex: pastDays, firstJoin, spellStartAtD0, segments, initialHours, initialRemote, changes, externalManager, actors });
}
