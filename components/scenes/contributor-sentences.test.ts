// Renders every generated-sentence template (contributors, love advice, the standard report)
// through next-intl's own formatter with edge values, in both languages, and reads the result
// the way a newcomer would: no empty numbers, no raw placeholders, a capital letter first, and
// no level word that contradicts the number printed beside it.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CONTRIBUTOR_CODES } from "@/lib/engine/contributors/catalogue";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { CONTRIBUTOR_SCALES, asSentence, bandOf, contributorValues, type ContributorView, type ContributorWords, type ValueScale } from "./contributor-values";

const LOCALES = { en, ru } as const;
type Locale = keyof typeof LOCALES;
type Translate = (key: string, values?: Record<string, string | number>) => string;
type Tree = { [key: string]: string | Tree };

const translator = (locale: Locale, namespace: string) => createTranslator({ locale, messages: LOCALES[locale] as unknown as Tree, namespace }) as unknown as Translate & { has: (key: string) => boolean };

/** Every leaf key below `path` in a locale's messages, read from the file itself. */
function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : leafKeys(v, `${prefix}${k}.`)));
}
const subtree = (locale: Locale, path: string) => path.split(".").reduce((t: Tree, k) => t[k] as Tree, LOCALES[locale] as unknown as Tree);

/** Edge values per scale: both ends, the middle, and decimals that need the reader's separator. */
const EDGES: Record<ValueScale, number[]> = {
  five: [1, 5, 3, 2.35, 4.6],
  spread: [0, 4, 0.8, 1.45],
  hundred: [0, 100, 25, 50, 92.8],
  percent: [0, 100, 1, 92.8],
  signed: [-100, 0, 100, -12.5],
  count: [0, 1, 2, 5, 21, 1.5],
};

const PEOPLE = {
  vera: { name: "Вера Кузнецова", gender: "F" },
  boris: { name: "Boris Ivanov", gender: "M" },
  lower: { name: "alex", gender: null },
} as const;
type Person = keyof typeof PEOPLE;

function words(locale: Locale): ContributorWords {
  const big = translator(locale, "bigFive");
  const scene = translator(locale, "scene");
  return {
    nameOf: (id) => PEOPLE[id as Person]?.name ?? "",
    genderOf: (id) => PEOPLE[id as Person]?.gender,
    trait: (trait) => (big.has(`${trait}.name`) ? big(`${trait}.name`).toLocaleLowerCase() : undefined),
    level: (level) => (scene.has(`levels.${level}`) ? scene(`levels.${level}`) : undefined),
    topic: (topic) => (scene.has(`loveTopics.${topic}`) ? scene(`loveTopics.${topic}`) : undefined),
    answer: (topic, answer) => (scene.has(`loveAnswers.${topic}.${answer}`) ? scene(`loveAnswers.${topic}.${answer}`) : undefined),
    fallback: { person: scene("contributorFallback.person"), trait: scene("contributorFallback.trait"), level: scene("contributorFallback.level") },
  };
}

/** Words that state a level; a sentence may not say "high" beside 0 nor "low" beside 100. */
const LEVEL_WORDS: Record<Locale, { high: RegExp; low: RegExp }> = {
  en: { high: /\b(high|well|good)\b/i, low: /\b(low|poorly|still|little)\b/i },
  ru: { high: /(высок|хорош)/i, low: /(низк|плох|ещё|мало)/i },
};

function problems(text: string, locale: Locale): string[] {
  const found: string[] = [];
  for (const bad of ["( of", "( из", "()", "( )", "  ", "undefined", "NaN", "null", "{", "}", " .", " ,", " :", ": ."]) if (text.includes(bad)) found.push(`contains "${bad}"`);
  const first = text.replace(/^[*«"(]+/, "").charAt(0);
  if (first !== first.toLocaleUpperCase(locale) || !/\p{L}|\d/u.test(first)) found.push("does not start with a capital letter");
  if (locale === "ru" && /\d\.\d/.test(text)) found.push("decimal point in Russian");
  if (locale === "en" && /\d,\d/.test(text)) found.push("decimal comma in English");
  return found;
}

function contradiction(text: string, locale: Locale, scale: ValueScale | null, value: number | undefined): string | null {
  const band = bandOf(scale, value);
  const w = LEVEL_WORDS[locale];
  if (band === "low" && w.high.test(text)) return `says ${text.match(w.high)![0]} beside a low number`;
  if (band === "high" && w.low.test(text)) return `says ${text.match(w.low)![0]} beside a high number`;
  return null;
}

const TOPIC = { topic: "distance", answer: "same_city" };

describe.each(Object.keys(LOCALES) as Locale[])("generated sentences in %s", (locale) => {
  const t = translator(locale, "contributors");
  const w = words(locale);

  it("has a template for every engine code and a scale for every template", () => {
    const keys = leafKeys(subtree(locale, "contributors"));
    expect(keys.sort()).toEqual(Object.keys(CONTRIBUTOR_CODES).sort());
    expect(Object.keys(CONTRIBUTOR_SCALES).sort()).toEqual(keys);
  });

  it.each(leafKeys(subtree(locale, "contributors")))("contributors.%s reads well with every edge value", (code) => {
    const scale = CONTRIBUTOR_SCALES[code as keyof typeof CONTRIBUTOR_SCALES];
    const values: (number | undefined)[] = [undefined, ...(scale ? EDGES[scale] : [])];
    const namesActor = (CONTRIBUTOR_CODES[code as keyof typeof CONTRIBUTOR_CODES] as readonly string[]).includes("actor");
    const failures: string[] = [];
    for (const value of values)
      for (const actor of [...(Object.keys(PEOPLE) as Person[]), undefined])
        for (const part of [{ trait: "agreeableness", level: "K", ...TOPIC }, { trait: "negativeEmotionality", level: "L" }, {}]) {
          const c: ContributorView = { code, impact: 1, actor, value, ...part };
          const text = asSentence(t(code, contributorValues(c, w)));
          const issues = [...problems(text, locale), contradiction(text, locale, scale, value)].filter(Boolean);
          if (issues.length) failures.push(`${text} -> ${issues.join("; ")}`);
          if (actor && namesActor) expect(text).toContain(PEOPLE[actor].name.slice(1));
          if (value !== undefined && scale !== "count" && code !== "love_topic") expect(text, text).toMatch(/\d/);
        }
    expect(failures).toEqual([]);
  });

  it("prints decimals the reader's way", () => {
    const text = t("high_mean_agreeableness", contributorValues({ code: "high_mean_agreeableness", impact: 1, value: 4.6 }, w));
    expect(text).toContain(locale === "ru" ? "4,6 из 5" : "4.6 of 5");
    const percent = t("integration_in_progress", contributorValues({ code: "integration_in_progress", impact: -1, actor: "vera", value: 92.8 }, w));
    expect(percent).toContain(locale === "ru" ? "92,8\u00a0%" : "92.8%");
  });

  it("agrees with the person's gender where the language marks it", () => {
    const joined = (actor: Person) => t("member_joined", contributorValues({ code: "member_joined", impact: 1, actor }, w));
    if (locale === "ru") {
      expect(joined("vera")).toBe("Вера Кузнецова присоединилась к команде.");
      expect(joined("boris")).toBe("Boris Ivanov присоединился к команде.");
      expect(joined("lower")).toBe("alex: теперь в команде.");
    } else {
      const own = (actor: Person) => t("own_trait", contributorValues({ code: "own_trait", impact: 1, actor, trait: "agreeableness", value: 4 }, w));
      expect(own("vera")).toContain("her own satisfaction");
      expect(own("boris")).toContain("his own satisfaction");
      expect(own("lower")).toContain("their own satisfaction");
    }
  });

  it("says the level the number shows, whatever the code's side", () => {
    const low = t("high_competence", contributorValues({ code: "high_competence", impact: 1, actor: "vera", value: 25 }, w));
    expect(low).toMatch(locale === "ru" ? /Компетентность низкая \(25 из 100\)/ : /Competence is low \(25 of 100\)/);
    const settled = t("integration_in_progress", contributorValues({ code: "integration_in_progress", impact: -1, actor: "boris", value: 92.8 }, w));
    expect(settled).not.toMatch(locale === "ru" ? /ещё знакомится/ : /still getting to know/);
  });

  it.each(leafKeys(subtree(locale, "loveReading.advice")))("loveReading.advice.%s reads well with and without a person", (key) => {
    const advice = translator(locale, "loveReading.advice");
    const namesActor = (subtree(locale, "loveReading.advice")[key] as string).includes("{actor}");
    for (const actor of [undefined, ...(Object.keys(PEOPLE) as Person[])]) {
      const name = actor ? PEOPLE[actor].name : "";
      const text = asSentence(advice(key, { actor: name, hasActor: name ? "yes" : "no", gender: "other" }));
      expect(problems(text, locale), text).toEqual([]);
      if (name && namesActor) expect(text).toContain(name);
    }
  });

  // Parts of sentences (a band, a trait phrase, a topic, an answer) are inserted mid-sentence
  // and rightly start in lower case; every other standard-report template is a whole sentence.
  const FRAGMENTS = ["band.", "traits.", "topics.", "answers."];
  it.each(leafKeys(subtree(locale, "standardReport")).filter((k) => !FRAGMENTS.some((f) => k.startsWith(f))))("standardReport.%s reads well", (key) => {
    const report = translator(locale, "standardReport");
    for (const sex of ["female", "male", "other"])
      for (const value of [0, 100, 57]) {
        const text = report(key, { a: "Вера", b: "Boris", sexA: sex, sex, name: "Вера", degree: value === 57 ? "mild" : "strong", trait: "calm", value, effect: "It helps.", score: value, band: "typical", percentile: value, topic: "weekends", answers: "at home" });
        expect(problems(text, locale), text).toEqual([]);
      }
  });
});
