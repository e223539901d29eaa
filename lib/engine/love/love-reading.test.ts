import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Contributor } from "../contributors/catalogue";
import { GOLDEN_LOVE } from "../fixtures/golden-inputs";
import type { BigFive } from "../person/person";
import { MID } from "../testing/builders";
import { forecastLovePair, type LoveForecast, type LovePerson } from "./forecast-love-pair";
import { LOVE_BANDS, lovePercentile } from "./love-norms";
import { LOVE_ADVICE_CODES, chooseLoveAdvice, readLoveForecast, type LoveAdviceCode } from "./love-reading";
import { LOVE_DIMENSIONS, type LoveAnswers, type LoveDimension } from "./love-topics";

const opts = { seed: 5, today: "2025-06-01" };
const lp = (id: string, t: Partial<BigFive> = {}, answers?: Partial<LoveAnswers>): LovePerson => ({ id, bigFive: { ...MID, ...t }, ...(answers ? { answers } : {}) });
function forecast(a: LovePerson, b: LovePerson): LoveForecast {
  const r = forecastLovePair(a, b, opts);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const advice = (a: LovePerson, b: LovePerson) => Object.fromEntries(LOVE_DIMENSIONS.map((d) => [d, readLoveForecast(forecast(a, b))[d].advice])) as Record<LoveDimension, { code: LoveAdviceCode; actor?: string }>;

describe("readLoveForecast", () => {
  it("keeps score and range, adds percentile and band from the reference population", () => {
    const f = forecast(...GOLDEN_LOVE);
    const r = readLoveForecast(f);
    for (const d of LOVE_DIMENSIONS) {
      expect(r[d].score).toBe(f[d].score);
      expect(r[d].range).toEqual(f[d].range);
      expect(r[d].percentile).toBe(Math.min(99, Math.floor(lovePercentile(d, f[d].score))));
      expect(Number.isInteger(r[d].percentile)).toBe(true);
      expect(LOVE_BANDS).toContain(r[d].band);
      const p = lovePercentile(d, f[d].score);
      expect(r[d].band).toBe(p >= 75 ? "high" : p < 25 ? "low" : "typical");
    }
  });

  it("picks the strongest two or three contributors of the forecast, largest |impact| first", () => {
    const f = forecast(...GOLDEN_LOVE);
    const r = readLoveForecast(f);
    for (const d of LOVE_DIMENSIONS) {
      const n = r[d].contributors.length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
      expect(r[d].contributors).toEqual(f[d].contributors.slice(0, n));
      const shown = Math.min(...r[d].contributors.map((c) => Math.abs(c.impact)));
      for (const c of f[d].contributors.slice(n)) expect(Math.abs(c.impact)).toBeLessThanOrEqual(shown);
    }
  });

  it("leaves out a negligible third contributor", () => {
    const list: Contributor[] = [
      { code: "partner_trait", impact: -3, actor: "b", trait: "negativeEmotionality", value: 4.5 },
      { code: "own_trait", impact: -2, actor: "b", trait: "negativeEmotionality", value: 4.5 },
      { code: "similarity", impact: 0.2, value: 80 },
    ];
    const f = forecast(lp("a"), lp("b"));
    const r = readLoveForecast({ ...f, love: { ...f.love, contributors: list } });
    expect(r.love.contributors).toEqual(list.slice(0, 2));
  });

  it("gives stable advice on the golden couple", () => {
    const r = readLoveForecast(forecast(...GOLDEN_LOVE));
    expect(Object.fromEntries(LOVE_DIMENSIONS.map((d) => [d, r[d].advice]))).toMatchInlineSnapshot(`
      {
        "friendship": {
          "actor": "anna",
          "code": "calm_down_routine",
        },
        "love": {
          "code": "gentle_start",
        },
        "marital": {
          "actor": "anna",
          "code": "calm_down_routine",
        },
        "sexual": {
          "code": "talk_about_intimacy",
        },
      }
    `);
  });

  it("answers a partner's high negative emotionality: calm-down routine on marital, gentle start on love", () => {
    const a = advice(lp("a"), lp("b", { negativeEmotionality: 4.6 }));
    expect(a.marital).toEqual({ code: "calm_down_routine", actor: "b" });
    expect(a.friendship).toEqual({ code: "calm_down_routine", actor: "b" });
    expect(a.love).toEqual({ code: "gentle_start" });
    expect(a.sexual).toEqual({ code: "talk_about_intimacy" });
  });

  it("answers low agreeableness with accepting influence, low conscientiousness with weekly planning", () => {
    expect(advice(lp("a", { agreeableness: 1.4 }), lp("b")).marital).toEqual({ code: "accept_influence", actor: "a" });
    expect(advice(lp("a"), lp("b", { conscientiousness: 1.3 })).marital).toEqual({ code: "plan_the_week_together" });
    expect(advice(lp("a", { extraversion: 1.2 }), lp("b")).friendship).toEqual({ code: "turn_toward_bids" });
  });

  it("answers low shared time, distance and avoidance from the topics", () => {
    expect(advice(lp("a", {}, { weeklyTimeTogether: "under_5" }), lp("b", {}, { weeklyTimeTogether: "under_5" })).love).toEqual({ code: "protect_weekly_time" });
    expect(advice(lp("a", {}, { distance: "different_countries" }), lp("b", {}, { distance: "different_countries" })).marital).toEqual({ code: "keep_in_touch_rituals" });
    expect(advice(lp("a", {}, { difficulty: "avoid" }), lp("b", {}, { difficulty: "avoid" })).marital).toEqual({ code: "come_back_to_hard_topics" });
  });

  it("keeps what works when nothing pulls the score down", () => {
    const good = { negativeEmotionality: 1.8, agreeableness: 4.3, conscientiousness: 4.2, extraversion: 3.8 };
    const a = advice(lp("a", good), lp("b", good));
    expect(a).toEqual({
      love: { code: "express_appreciation" },
      sexual: { code: "talk_about_intimacy" },
      marital: { code: "try_something_new" },
      friendship: { code: "celebrate_good_news" },
    });
  });

  it("is deterministic: a copy of the forecast reads the same", () => {
    const f = forecast(lp("a", { negativeEmotionality: 4 }), lp("b", { agreeableness: 2 }));
    expect(readLoveForecast(f)).toEqual(readLoveForecast(structuredClone(f)));
  });

  it("can reach every advice code", () => {
    const c = (x: Partial<Contributor>): Contributor[] => [{ code: "own_trait", impact: -1, ...x }];
    const reached = new Set<LoveAdviceCode>();
    for (const d of LOVE_DIMENSIONS) {
      reached.add(chooseLoveAdvice(d, []).code);
      for (const trait of ["negativeEmotionality", "agreeableness", "conscientiousness", "extraversion", "openMindedness"] as const) reached.add(chooseLoveAdvice(d, c({ trait, actor: "a" })).code);
      reached.add(chooseLoveAdvice(d, c({ code: "similarity" })).code);
      for (const topic of ["weeklyTimeTogether", "sharedInterests", "distance", "difficulty", "secondChances", "workLifeBalance", "weekend", "attractionType"]) reached.add(chooseLoveAdvice(d, c({ code: "love_topic", topic })).code);
    }
    expect([...reached].sort()).toEqual(Object.keys(LOVE_ADVICE_CODES).sort());
  });
});

describe("loveReading messages", () => {
  const read = (lang: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../messages/${lang}.json`, import.meta.url)), "utf8")) as { loveReading: Record<string, unknown> };
  const args = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

  it.each(["en", "ru"])("%s has every band, band meaning, advice code (with its parameters), the percentile sentence and the framing", (lang) => {
    const m = read(lang).loveReading as { bands: Record<string, string>; bandMeaning: Record<string, string>; advice: Record<string, string>; percentile: string; framing: string; reference: string };
    expect(Object.keys(m.bands).sort()).toEqual([...LOVE_BANDS].sort());
    expect(Object.keys(m.bandMeaning).sort()).toEqual([...LOVE_BANDS].sort());
    for (const b of LOVE_BANDS) expect(args(m.bandMeaning[b]!)).toEqual(["count"]);
    expect(Object.keys(m.advice).sort()).toEqual(Object.keys(LOVE_ADVICE_CODES).sort());
    // hasActor and gender are selectors the screen derives from the actor (dimension-card.tsx), not parameters of the code.
    const derived = new Set(["hasActor", "gender"]);
    for (const [code, params] of Object.entries(LOVE_ADVICE_CODES)) expect([code, args(m.advice[code]!).filter((a) => !derived.has(a))]).toEqual([code, [...params].sort()]);
    expect(args(m.percentile)).toEqual(["percentile"]);
    expect(m.framing).toMatch(/Joel/);
    expect(args(m.reference)).toEqual(["count"]);
  });

  it("Russian percentile sentence declines 'процент' by number", () => {
    const ru = read("ru").loveReading as { percentile: string };
    expect(ru.percentile).toMatch(/one \{# процента\} few \{# процентов\} many \{# процентов\}/);
  });
});
