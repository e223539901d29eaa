import { describe, expect, it } from "vitest";
import { forecastPair } from "@/lib/engine/index";
import { toEnginePerson, type SceneProfileRow } from "./scene-people";

const means = { extraversion: 3.2, agreeableness: 3.9, conscientiousness: 3.5, negativeEmotionality: 2.8, openMindedness: 3.7 };
const row = (id: string, over: Partial<SceneProfileRow> = {}): SceneProfileRow => ({
  id,
  ownerId: "owner",
  kind: "profile",
  status: "ack_a",
  firstName: id,
  lastName: "",
  position: null,
  avatarName: null,
  age: 34,
  gender: null,
  hideDetails: false,
  bigFive: { means, scale: {} },
  finalScore: { K: "MIDDLE", P: "SENIOR", L: "MIDDLE_PLUS" },
  finalScorePrecise: null,
  completedAt: new Date("2025-02-03T18:30:00Z"),
  ...over,
});

describe("the engine's view of a profile", () => {
  it("passes the questionnaire's completion day, so old answers widen the band and lower the confidence", () => {
    expect(toEnginePerson(row("a"))).toMatchObject({ id: "a", assessedOn: "2025-02-03", levels: { K: { grade: "MIDDLE" } } });
    expect(toEnginePerson(row("a", { completedAt: null }))).not.toHaveProperty("assessedOn");
    const forecast = (completedAt: Date) => {
      const r = forecastPair({ a: toEnginePerson(row("a", { completedAt }))!, b: toEnginePerson(row("b"))!, interaction: { remote: false, hoursPerWeek: 5 } }, { seed: 1, today: "2025-06-01" });
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    };
    const recent = forecast(new Date("2025-02-03T00:00:00Z"));
    const old = forecast(new Date("2021-02-03T00:00:00Z"));
    expect(recent.confidence).toBe("moderate");
    expect(old.confidence).toBe("low");
    expect(old.months[6]!.range.high - old.months[6]!.range.low).toBeGreaterThan(recent.months[6]!.range.high - recent.months[6]!.range.low);
    expect(old.months.map((m) => m.compatibility)).toEqual(recent.months.map((m) => m.compatibility));
  });
});
