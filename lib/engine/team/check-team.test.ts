import { describe, expect, it } from "vitest";
import { person } from "../testing/builders";
import { checkTeam } from "./check-team";

const opts = { seed: 2, today: "2025-03-01" };

describe("checkTeam", () => {
  it("gives today's snapshot, a settled state and a 13-week forecast", () => {
    const r = checkTeam({ slots: [person("a"), person("b", { agreeableness: 4 }), null, person("c")] }, opts);
    if (!r.ok) throw new Error(r.error.code);
    const c = r.value;
    expect(c.memberIds).toEqual(["a", "b", "c"]);
    expect(c.forecast).toHaveLength(14);
    expect(c.forecast[0]!.date).toBe("2025-03-01");
    expect(c.forecast[13]!.date).toBe("2025-05-31");
    expect(c.settled.integration).toBeGreaterThan(c.today.integration);
    expect(c.settled.cohesion).toBeGreaterThan(c.today.cohesion);
    expect(c.today.managerFit).toBeNull();
    expect(Object.keys(c.actors)).toEqual(["a", "b", "c"]);
    expect(c.contributors.cohesion.length).toBeGreaterThan(0);
    expect(["launch", "growth", "support"]).toContain(c.settled.profile);
    expect(c.note).toBe("tendency_not_certainty");
  });

  it("uses the manager slot only when more than two slots are filled", () => {
    const boss = person("boss", { extraversion: 4.5 });
    const two = checkTeam({ slots: [person("a"), person("b")], manager: boss }, opts);
    expect(two.ok && two.value.managerIgnored).toBe(true);
    expect(two.ok && two.value.settled.managerFit).toBeNull();
    const three = checkTeam({ slots: [person("a"), person("b"), person("c")], manager: boss }, opts);
    expect(three.ok && three.value.managerId).toBe("boss");
    expect(three.ok && three.value.settled.managerFit).not.toBeNull();
  });

  it("returns errors as values", () => {
    const code = (r: ReturnType<typeof checkTeam>) => (r.ok ? null : r.error.code);
    expect(code(checkTeam({ slots: [person("a"), null, null, null] }, opts))).toBe("actors_ineligible");
    expect(code(checkTeam({ slots: [person("a"), person("a")] }, opts))).toBe("duplicate_actor");
    expect(code(checkTeam({ slots: [person("a"), person("b"), person("c")], manager: person("c") }, opts))).toBe("duplicate_actor");
    expect(code(checkTeam({ slots: [person("a"), person("b"), person("c"), person("d"), person("e")] }, opts))).toBe("invalid_scene");
    expect(code(checkTeam({ slots: [person("a"), person("b")], interaction: { remote: false, hoursPerWeek: 0 } }, opts))).toBe("validate.consistency");
  });
});
