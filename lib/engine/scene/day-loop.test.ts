// The day loop's working arrays are shared by every run of a thread (day-loop.ts): a run must
// not see what an earlier run left there, and growing them for a larger scene must not change
// any result. The tenure table must give what the formula gives, also past its end.
import { describe, expect, it } from "vitest";
import { round1 } from "../core/math";
import { derivePerson } from "../person/derive";
import { actor, team } from "../testing/builders";
import { expertiseAt } from "../team/condition";
import { dayScratch } from "./day-loop";
import { simulateScene } from "./simulate-scene";
import type { SceneInput } from "./scene-types";

const opts = { seed: 11, today: "2025-03-01" };
const json = (scene: SceneInput) => {
  const r = simulateScene(scene, opts);
  if (!r.ok) throw new Error(r.error.code);
  return JSON.stringify(r.value);
};

/** n actors of varied traits, joining on different days, only neighbours interacting. */
function chain(n: number, lifespan: SceneInput["lifespan"] = "one_year"): SceneInput {
  const actors = Array.from({ length: n }, (_, i) =>
    actor(`a${String(i).padStart(3, "0")}`, { extraversion: 1 + ((i * 7) % 5), negativeEmotionality: 1 + ((i * 3) % 5) }, [{ date: `2024-0${1 + (i % 9)}-15`, type: "JOIN" }]),
  );
  const interactions = actors.slice(1).map((a, i) => ({ a: actors[i]!.id, b: a.id, date: "2024-01-01", hoursPerWeek: 2 + (i % 8) }));
  return { lifespan, actors, defaultInteraction: { remote: false, hoursPerWeek: 0 }, interactions };
}

describe("day loop working arrays", () => {
  it("give the same result before and after runs of other sizes, including one that grows them", () => {
    const small: SceneInput = { lifespan: "two_years", actors: team(6, { agreeableness: 4 }, "2023-05-01") };
    const first = json(small);
    const mid = json(chain(30));
    const capacity = dayScratch.pairI.length;
    const large = chain(Math.ceil(Math.sqrt(2 * capacity)) + 2, "new"); // more pairs than the arrays hold
    json(large);
    expect(dayScratch.pairI.length).toBeGreaterThan(capacity);
    expect(json(small)).toBe(first);
    expect(json(chain(30))).toBe(mid);
  });

  it("give expertise by tenure exactly as the formula, inside and past the tenure table", () => {
    const veteran = actor("vet", {}, [{ date: "1975-01-01", type: "JOIN" }]);
    const recent = actor("new", {}, [{ date: "2025-01-10", type: "JOIN" }]);
    const scene: SceneInput = { lifespan: "two_years", actors: [veteran, recent] };
    const r = simulateScene(scene, opts);
    if (!r.ok) throw new Error(r.error.code);
    const d0 = Date.UTC(2023, 2, 2) / 86400000;
    for (const [a, joined] of [[veteran, Date.UTC(1975, 0, 1)], [recent, Date.UTC(2025, 0, 10)]] as const) {
      const series = r.value.actors[a.id]!.expertise;
      const base = derivePerson(a).expertise;
      series.forEach((v, t) => {
        const tenure = d0 + t - joined / 86400000;
        expect([a.id, t, v]).toEqual([a.id, t, tenure >= 0 ? round1(expertiseAt(base, tenure)) : null]);
      });
    }
  });
});
