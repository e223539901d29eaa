import { describe, expect, it } from "vitest";
import { applyEdit, hoursWarnings, pairSettingOn, type EditableScene } from "./scene-edits";

const NOW = "2026-03-01T12:00:00.000Z";
const scene: EditableScene = {
  actors: [
    { profileId: "a", addedAt: "2026-01-01T00:00:00.000Z", events: [{ date: "2026-01-01", type: "JOIN" }] },
    { profileId: "b", addedAt: "2026-01-02T00:00:00.000Z", events: [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-02-01", type: "M_RANK" }] },
    { profileId: "c", addedAt: "2026-01-03T00:00:00.000Z", events: [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-02-10", type: "DISMISS" }] },
  ],
  interactions: [{ a: "a", b: "c", date: "2026-01-01", remote: true, hoursPerWeek: 2 }],
};

const patched = (edit: Parameters<typeof applyEdit>[1]) => {
  const out = applyEdit(scene, edit, NOW);
  if (!out.ok || !out.changed) throw new Error(JSON.stringify(out));
  return out.patch;
};

describe("scene edits", () => {
  it("hires a new profile: added now, joining on the date", () => {
    const patch = patched({ kind: "hire", profileId: "d", date: "2026-03-10" });
    expect(patch.actors.find((a) => a.profileId === "d")).toEqual({ profileId: "d", addedAt: NOW, events: [{ date: "2026-03-10", type: "JOIN" }] });
    expect(patch.actors.find((a) => a.profileId === "a")!.addedAt).toBe("2026-01-01T00:00:00.000Z");
    expect(patch.interactions).toEqual(scene.interactions);
  });

  it("hiring a former member is a rejoin; hiring a current one is ignored", () => {
    const patch = patched({ kind: "hire", profileId: "c", date: "2026-03-10" });
    expect(patch.actors.find((a) => a.profileId === "c")!.events.at(-1)).toEqual({ date: "2026-03-10", type: "REJOIN" });
    expect(applyEdit(scene, { kind: "hire", profileId: "a", date: "2026-03-10" }, NOW)).toEqual({ ok: true, changed: false, ignored: "already_active" });
  });

  it("dismisses on a date, removing the rank held the day before", () => {
    const patch = patched({ kind: "fire", actorId: "b", date: "2026-04-01" });
    expect(patch.actors.find((a) => a.profileId === "b")!.events).toEqual([
      { date: "2026-01-01", type: "JOIN" },
      { date: "2026-02-01", type: "M_RANK" },
      { date: "2026-04-01", type: "M_DISRANK" },
      { date: "2026-04-01", type: "DISMISS" },
    ]);
    expect(applyEdit(scene, { kind: "fire", actorId: "c", date: "2026-03-01" }, NOW)).toEqual({ ok: true, changed: false, ignored: "already_dismissed" });
  });

  it("appoints and removes the lead; a second manager at once is a rank conflict", () => {
    const lead = patched({ kind: "rank", actorId: "a", rank: "lead", assign: true, date: "2026-03-01" });
    expect(lead.actors.find((x) => x.profileId === "a")!.events.at(-1)).toEqual({ date: "2026-03-01", type: "L_RANK" });
    const conflict = applyEdit(scene, { kind: "rank", actorId: "a", rank: "manager", assign: true, date: "2026-03-01" }, NOW);
    expect(conflict.ok).toBe(false);
    expect(!conflict.ok && conflict.error.code).toBe("rank_conflict");
    expect(applyEdit(scene, { kind: "rank", actorId: "a", rank: "lead", assign: false, date: "2026-03-01" }, NOW)).toEqual({ ok: true, changed: false, ignored: "rank_absent" });
    expect(applyEdit(scene, { kind: "rank", actorId: "b", rank: "manager", assign: true, date: "2026-03-01" }, NOW)).toEqual({ ok: true, changed: false, ignored: "same_rank" });
  });

  it("switching manager to lead is a removal then an assignment", () => {
    const patch = patched({ kind: "rank", actorId: "b", rank: "lead", assign: true, date: "2026-03-01" });
    expect(patch.actors.find((x) => x.profileId === "b")!.events.slice(-2)).toEqual([
      { date: "2026-03-01", type: "M_DISRANK" },
      { date: "2026-03-01", type: "L_RANK" },
    ]);
  });

  it("a rank for someone not in the team is an error in words, not a change", () => {
    const out = applyEdit(scene, { kind: "rank", actorId: "c", rank: "lead", assign: true, date: "2026-03-01" }, NOW);
    expect(!out.ok && out.error.code).toBe("actor_inactive");
    const early = applyEdit(scene, { kind: "fire", actorId: "a", date: "2025-12-01" }, NOW);
    expect(!early.ok && early.error.code).toBe("event_before_join");
  });

  it("removes a person and their interaction settings from the model", () => {
    const patch = patched({ kind: "remove", actorId: "c" });
    expect(patch.actors.map((a) => a.profileId)).toEqual(["a", "b"]);
    expect(patch.interactions).toEqual([]);
  });

  it("sets a pair's interaction from a date, replacing that pair's setting of the same day", () => {
    const once = patched({ kind: "interaction", a: "a", b: "b", date: "2026-03-01", remote: false, hoursPerWeek: 8 });
    expect(once.interactions).toHaveLength(2);
    const again = applyEdit({ ...scene, interactions: once.interactions }, { kind: "interaction", a: "b", b: "a", date: "2026-03-01", remote: true, hoursPerWeek: 0.5 }, NOW);
    expect(again.ok && again.changed && again.patch.interactions).toEqual([scene.interactions[0], { a: "b", b: "a", date: "2026-03-01", remote: true, hoursPerWeek: 0.5 }]);
  });

  it("rejects a pair with itself, a stranger or hours off the steps", () => {
    for (const edit of [
      { kind: "interaction", a: "a", b: "a", date: "2026-03-01", remote: false, hoursPerWeek: 5 },
      { kind: "interaction", a: "a", b: "z", date: "2026-03-01", remote: false, hoursPerWeek: 5 },
      { kind: "interaction", a: "a", b: "b", date: "2026-03-01", remote: false, hoursPerWeek: 1.5 },
    ] as const) {
      expect(applyEdit(scene, edit, NOW)).toEqual({ ok: false, error: { code: "invalid_interaction" } });
    }
  });

  it("the body carries dates and types only", () => {
    const withStamp: EditableScene = { ...scene, actors: [{ profileId: "a", events: [{ date: "2026-01-01", type: "JOIN", timestamp: 5 } as never] }, scene.actors[1]!] };
    const out = applyEdit(withStamp, { kind: "fire", actorId: "a", date: "2026-05-01" }, NOW);
    expect(out.ok && out.changed && out.patch.actors[0]).toEqual({ profileId: "a", addedAt: NOW, events: [{ date: "2026-01-01", type: "JOIN" }, { date: "2026-05-01", type: "DISMISS" }] });
  });
});

describe("interaction settings on a date", () => {
  const fallback = { remote: false, hoursPerWeek: 5 };
  const list = [
    { a: "a", b: "b", date: "2026-02-01", remote: true },
    { a: "b", b: "a", date: "2026-03-01", hoursPerWeek: 9 },
  ];
  it("takes the latest entries on or before the date, field by field, else the default", () => {
    expect(pairSettingOn(list, fallback, "a", "b", "2026-01-15")).toEqual(fallback);
    expect(pairSettingOn(list, fallback, "a", "b", "2026-02-15")).toEqual({ remote: true, hoursPerWeek: 5 });
    expect(pairSettingOn(list, fallback, "b", "a", "2026-03-01")).toEqual({ remote: true, hoursPerWeek: 9 });
    expect(pairSettingOn(list, fallback, "a", "c", "2026-03-01")).toEqual(fallback);
  });

  it("warns when someone's weekly total passes 50 hours, on the date or later", () => {
    const many: EditableScene = {
      actors: Array.from({ length: 7 }, (_, i) => ({ profileId: `p${i}`, events: [{ date: "2026-01-01", type: "JOIN" as const }] })),
      interactions: [],
    };
    // six partners at the default 5 hours: 30 a week
    expect(hoursWarnings(many, "new", undefined, "2026-02-01")).toEqual([]);
    const heavy = { ...many, interactions: many.actors.slice(1).map((p) => ({ a: "p0", b: p.profileId, date: "2026-02-01", hoursPerWeek: 9 })) };
    const warnings = hoursWarnings(heavy, "new", undefined, "2026-02-01");
    expect(warnings).toEqual([{ code: "weekly_hours_over_limit", actor: "p0", value: 54, date: "2026-02-01" }]);
    // the same settings from a later date are caught from the earlier one too
    const later = { ...many, interactions: heavy.interactions.map((s) => ({ ...s, date: "2026-05-01" })) };
    expect(hoursWarnings(later, "new", undefined, "2026-02-01").map((w) => w.date)).toEqual(["2026-05-01"]);
  });
});
