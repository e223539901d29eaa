import { describe, expect, it } from "vitest";
import type { Contributor } from "../contributors/catalogue";
import { forecastPair } from "../pair/forecast-pair";
import { person } from "../testing/builders";
import { PAIR_ADVICE_CODES, pairAdvice, teamSupport, type PairAdviceCode } from "./company-advice";

const c = (code: Contributor["code"], impact: number, actor?: string): Contributor => (actor ? { code, impact, actor } : { code, impact });

describe("pairAdvice", () => {
  it("follows the strongest contributor that lowers the pair and names the person it is about", () => {
    const list = [c("high_mean_conscientiousness", 6), c("high_max_negative_emotionality", -4, "b"), c("conscientiousness_spread", -2)];
    expect(pairAdvice(list)).toEqual({ code: "raise_issues_early_and_calmly", actor: "b", because: "high_max_negative_emotionality" });
  });

  it("skips lowering contributors without a practical suggestion and falls back to keeping what works", () => {
    expect(pairAdvice([c("measurement_precision", -3), c("conscientiousness_spread", -1)]).code).toBe("agree_deadlines_and_done");
    expect(pairAdvice([c("high_mean_agreeableness", 5), c("measurement_precision", -1)])).toEqual({ code: "keep_what_works", because: null });
    expect(pairAdvice([]).code).toBe("keep_what_works");
  });

  it("reaches every suggestion", () => {
    const triggers: Record<PairAdviceCode, Contributor[]> = {
      raise_issues_early_and_calmly: [c("high_mean_negative_emotionality", -1)],
      make_decisions_explicit: [c("low_min_agreeableness", -1, "a")],
      agree_deadlines_and_done: [c("low_mean_conscientiousness", -1)],
      schedule_regular_checkins: [c("low_mean_extraversion", -1)],
      explain_the_why_of_changes: [c("low_mean_openness", -1)],
      meet_in_person_sometimes: [c("remote_damps_agreeableness", -1)],
      pair_with_experienced: [c("low_competence", -1, "a")],
      clarify_responsibilities: [c("low_maturity", -1)],
      clarify_roles_with_manager: [c("weak_manager_fit", -1, "m")],
      start_with_a_small_shared_task: [c("early_acquaintance", -1)],
      keep_what_works: [],
    };
    for (const code of PAIR_ADVICE_CODES) expect(pairAdvice(triggers[code]).code).toBe(code);
  });

  it("gives a tense, disagreeable pair different advice than a calm, agreeable one (real forecasts)", () => {
    const advise = (traits: Parameters<typeof person>[1]) => {
      const r = forecastPair({ a: person("a", traits), b: person("b", traits), manager: null, interaction: { remote: false, hoursPerWeek: 5 } }, { seed: 1, today: "2025-03-01" });
      if (!r.ok) throw new Error(r.error.code);
      return pairAdvice(r.value.months[11]!.contributors).code;
    };
    expect(advise({ negativeEmotionality: 4.6, agreeableness: 2.5 })).toBe("raise_issues_early_and_calmly");
    expect(advise({ negativeEmotionality: 1.6, agreeableness: 4.6, conscientiousness: 4.5 })).not.toBe("raise_issues_early_and_calmly");
  });
});

describe("teamSupport", () => {
  it("names the member in the lowest mood and their strongest lowering reason, with the person that reason is about", () => {
    const s = teamSupport([
      { id: "a", condition: 40, contributors: [] },
      { id: "b", condition: -35, contributors: [c("own_extraversion", 3, "b"), c("teammate_dismissed", -20, "x"), c("own_negative_emotionality", -8, "b")] },
      { id: "c", condition: 10, contributors: [] },
    ]);
    expect(s).toEqual({ actor: "b", condition: -35, reason: "teammate_dismissed", about: "x", reasonsKnown: true });
  });

  it("gives the member's own reason without a second person, and no reason when nothing lowers the mood much", () => {
    expect(teamSupport([{ id: "a", condition: 5, contributors: [c("own_negative_emotionality", -9, "a")] }])).toEqual({ actor: "a", condition: 5, reason: "own_negative_emotionality", reasonsKnown: true });
    expect(teamSupport([{ id: "a", condition: 5, contributors: [c("measurement_precision", -9)] }])?.reason).toBeNull();
  });

  it("is null when every known mood is good or better, or none is known", () => {
    // 20 is still ANXIOUS, 21 is GOOD (the spec's bands, moodFromScore).
    expect(teamSupport([{ id: "a", condition: 21, contributors: [] }, { id: "b", condition: null, contributors: [] }])).toBeNull();
    expect(teamSupport([{ id: "a", condition: 20, contributors: [] }])).toEqual({ actor: "a", condition: 20, reason: null, reasonsKnown: false });
    expect(teamSupport([])).toBeNull();
  });

  it("breaks a tie by id so the choice is stable", () => {
    expect(teamSupport([{ id: "z", condition: -10, contributors: [] }, { id: "k", condition: -10, contributors: [] }])?.actor).toBe("k");
  });
});
