import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import ru from "../../../messages/ru.json";
import { CONTRIBUTOR_CODES } from "../contributors/catalogue";
import { PAIR_ADVICE_CODES, SUPPORT_REASONS } from "./company-advice";
import { CONTRIBUTOR_RESEARCH, RESEARCH_KEYS, researchFor } from "./research";

describe("research behind the contributors", () => {
  it("maps only known contributor codes to known publications, and uses every publication", () => {
    const used = new Set<string>();
    for (const [code, keys] of Object.entries(CONTRIBUTOR_RESEARCH)) {
      expect(Object.keys(CONTRIBUTOR_CODES)).toContain(code);
      expect(keys!.length).toBeGreaterThan(0);
      for (const k of keys!) {
        expect(RESEARCH_KEYS).toContain(k);
        used.add(k);
      }
    }
    expect([...used].sort()).toEqual([...RESEARCH_KEYS].sort());
  });

  it("cites research for every personality, level, leadership and dynamics reason of a company forecast", () => {
    for (const code of ["low_min_agreeableness", "high_max_negative_emotionality", "conscientiousness_spread", "extraversion_mix", "remote_damps_agreeableness", "weak_manager_fit", "teammate_dismissed", "leader_fit_mood", "remote_isolation", "early_acquaintance", "low_competence"])
      expect(researchFor(code).length, code).toBeGreaterThan(0);
    expect(researchFor("love_topic")).toEqual([]);
  });

  it("has a short and a full reference for every publication in both languages", () => {
    for (const messages of [en, ru]) {
      for (const k of RESEARCH_KEYS) {
        expect(messages.research.short[k], k).toMatch(/\d{4}$/);
        expect(messages.research.full[k].length, k).toBeGreaterThan(40);
      }
    }
  });

  it("has a text for every pair suggestion and support reason in both languages", () => {
    for (const messages of [en, ru]) {
      for (const code of PAIR_ADVICE_CODES) expect(messages.companyAdvice.pair[code], code).toBeTruthy();
      for (const code of [...SUPPORT_REASONS, "general"] as const) expect(messages.companyAdvice.reasons[code], code).toBeTruthy();
    }
  });
});
