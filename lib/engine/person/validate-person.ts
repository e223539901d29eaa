import { parseDay } from "../core/dates";
import { err, ok, type Result } from "../core/result";
import { BIG_FIVE_MAX, BIG_FIVE_MIN, GRADES, LEVEL_KEYS, PRECISE_MAX, PRECISE_MIN, TRAITS, type Person } from "./person";

const isFiniteIn = (x: unknown, lo: number, hi: number) => typeof x === "number" && Number.isFinite(x) && x >= lo && x <= hi;

/** Checks a person's shape and ranges; `path` prefixes the field in the error. */
export function validatePerson(p: Person, path: string): Result<Person> {
  if (!p || typeof p !== "object") return err("invalid_person", { field: path });
  if (typeof p.id !== "string" || p.id.length === 0) return err("invalid_person", { field: `${path}.id` });
  const bad = (field: string) => err("invalid_person", { field: `${path}.${field}`, actor: p.id });
  if (!p.bigFive || typeof p.bigFive !== "object") return bad("bigFive");
  for (const t of TRAITS) if (!isFiniteIn(p.bigFive[t], BIG_FIVE_MIN, BIG_FIVE_MAX)) return bad(`bigFive.${t}`);
  if (p.levels !== undefined) {
    if (!p.levels || typeof p.levels !== "object") return bad("levels");
    for (const k of LEVEL_KEYS) {
      const lv = p.levels[k];
      if (lv === undefined) continue;
      if ("grade" in lv) {
        if (!(GRADES as readonly string[]).includes(lv.grade)) return bad(`levels.${k}.grade`);
      } else if ("precise" in lv) {
        if (!isFiniteIn(lv.precise, PRECISE_MIN, PRECISE_MAX)) return bad(`levels.${k}.precise`);
      } else return bad(`levels.${k}`);
    }
  }
  if (p.age !== undefined && !isFiniteIn(p.age, 0, 120)) return bad("age");
  if (p.gender !== undefined && p.gender !== "M" && p.gender !== "F") return bad("gender");
  if (p.assessedOn !== undefined && parseDay(p.assessedOn) === null) return bad("assessedOn");
  return ok(p);
}
