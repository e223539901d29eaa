import { parseDay } from "../core/dates";
import { round1 } from "../core/math";
import { err, ok, type Result } from "../core/result";
import { isActiveOn } from "../timeline/actor-state";
import { DEFAULT_INTERACTION, WEEKLY_HOURS_LIMIT, type HoursWarning } from "./interactions";
import type { SceneInput } from "./scene-types";

/**
 * Each active actor's weekly interaction hours on a date: the sum of the hours of every
 * pair it belongs to (settings as of that date). Totals above 50 get a warning; the model
 * itself counts at most 50 hours per actor.
 */
export function weeklyHoursOn(scene: SceneInput, date: string): Result<{ totals: Record<string, number>; warnings: HoursWarning[] }> {
  if (parseDay(date) === null) return err("invalid_date", { field: "date", value: String(date) });
  if (!scene || !Array.isArray(scene.actors)) return err("invalid_scene", { field: "actors" });
  const active = scene.actors
    .filter((a) => Array.isArray(a.events) && isActiveOn(a, date))
    .map((a) => a.id)
    .sort();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const def = scene.defaultInteraction ?? DEFAULT_INTERACTION;
  const hours = new Map<string, number>();
  const settings = (scene.interactions ?? [])
    .map((s, order) => ({ s, order }))
    .filter(({ s }) => typeof s.date === "string" && s.date <= date && s.hoursPerWeek !== undefined)
    .sort((x, y) => (x.s.date < y.s.date ? -1 : x.s.date > y.s.date ? 1 : x.order - y.order));
  for (const { s } of settings) hours.set(key(s.a, s.b), s.hoursPerWeek!);
  const totals: Record<string, number> = {};
  for (const id of active) totals[id] = 0;
  for (let x = 0; x < active.length; x++) {
    for (let y = x + 1; y < active.length; y++) {
      const a = active[x]!;
      const b = active[y]!;
      const h = hours.get(key(a, b)) ?? def.hoursPerWeek;
      totals[a] = totals[a]! + h;
      totals[b] = totals[b]! + h;
    }
  }
  const warnings: HoursWarning[] = active
    .filter((id) => totals[id]! > WEEKLY_HOURS_LIMIT)
    .map((id) => ({ code: "weekly_hours_over_limit" as const, actor: id, value: round1(totals[id]!), date }));
  return ok({ totals, warnings });
}
