import "server-only";
import { LOVE_DIMENSIONS, LOVE_TOPIC_VALUES, TRAITS, type Contributor, type LoveDimension, type LoveTopic, type TraitKey } from "@/lib/engine";
import { reportName, type ReportBand, type ReportFacts } from "./report-facts";

export interface ReportPromptMessage {
  role: "system" | "user";
  content: string;
}

const TRAIT_WORDS: Record<TraitKey, string> = {
  extraversion: "sociability and energy (extraversion)",
  agreeableness: "warmth and cooperativeness (agreeableness)",
  conscientiousness: "reliability and orderliness (conscientiousness)",
  negativeEmotionality: "tendency to worry and get upset (negative emotionality)",
  openMindedness: "curiosity and openness to new things (open-mindedness)",
};

const TOPIC_WORDS: Record<LoveTopic, string> = {
  meetingPlace: "where they met",
  sharedInterests: "shared interests",
  workLifeBalance: "balance of work and private life",
  weekend: "how they like to spend weekends",
  distance: "distance between their homes",
  weeklyTimeTogether: "hours a week spent together",
  attractionType: "what attracts them in a partner",
  loveLanguage: "how they show love",
  difficulty: "how they handle difficulties",
  secondChances: "giving second chances",
};

const DIMENSION_WORDS: Record<LoveDimension, string> = {
  love: "love (romantic closeness)",
  sexual: "sexual compatibility",
  marital: "marriage and everyday life together",
  friendship: "friendship between the partners",
};

/** The only shape of what reaches the provider: every field is on the allow-list. */
interface PromptFacts {
  language: "Russian" | "English";
  basis: string;
  people: { label: "A" | "B"; firstName: string; sex: "male" | "female" | null; age: number | null }[];
  dimensions: { dimension: string; score: number; percentile: number; band: ReportBand; factors: { meaning: string; effect: "raises" | "lowers"; points: number }[] }[];
}

const round = (x: number, digits = 0) => {
  const f = 10 ** digits;
  return Number.isFinite(x) ? Math.round(x * f) / f : 0;
};
const clampTo = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(x) ? x : lo));

function answerWords(topic: LoveTopic, answer: string | undefined): string {
  const allowed: readonly string[] = LOVE_TOPIC_VALUES[topic];
  const parts = (answer ?? "").split("+").filter((a) => allowed.includes(a));
  return parts.map((a) => a.replace(/_/g, " ")).join(" / ");
}

/** A contributor in plain English, names instead of ids; null when it is not one the love forecast makes. */
function meaningOf(c: Contributor, names: { a: string; b: string }): string | null {
  const who = c.actor === "a" ? names.a : c.actor === "b" ? names.b : null;
  const other = c.actor === "a" ? names.b : names.a;
  const value = round(c.value ?? NaN, 1);
  switch (c.code) {
    case "own_trait":
    case "partner_trait": {
      if (!who || !c.trait || !(TRAITS as readonly string[]).includes(c.trait)) return null;
      const level = value >= 3 ? "higher" : "lower";
      const whose = c.code === "own_trait" ? `${who}'s own satisfaction` : `the partner's (${other}'s) satisfaction`;
      return `${who}'s ${level} ${TRAIT_WORDS[c.trait]}, ${value} of 5, affects ${whose}`;
    }
    case "similarity":
      return `how alike the two personalities are: ${round(c.value ?? NaN)}% similar (a small effect)`;
    case "love_topic": {
      const topic = c.topic as LoveTopic | undefined;
      if (!topic || !(topic in LOVE_TOPIC_VALUES)) return null;
      const answers = answerWords(topic, c.answer);
      return `their answers about ${TOPIC_WORDS[topic]}${answers ? `: ${answers}` : ""} (a small effect)`;
    }
    default:
      return null;
  }
}

/** Picks the allow-listed facts; nothing else of `facts` is read. */
export function promptFacts(facts: ReportFacts): PromptFacts {
  const names = { a: reportName(facts.people[0].firstName) || "A", b: reportName(facts.people[1].firstName) || "B" };
  return {
    language: facts.locale === "ru" ? "Russian" : "English",
    basis:
      facts.basis === "partner_rated"
        ? `${names.b}'s personality was described by ${names.a}, not by ${names.b}; treat it as ${names.a}'s view of ${names.b}`
        : "both personalities come from each person's own answers",
    people: facts.people.map((p, i) => ({
      label: i === 0 ? ("A" as const) : ("B" as const),
      firstName: i === 0 ? names.a : names.b,
      sex: p.sex === "male" || p.sex === "female" ? p.sex : null,
      age: typeof p.age === "number" && Number.isFinite(p.age) ? Math.round(clampTo(p.age, 0, 120)) : null,
    })),
    dimensions: LOVE_DIMENSIONS.map((dim) => {
      const d = facts.dimensions[dim];
      return {
        dimension: DIMENSION_WORDS[dim],
        score: round(clampTo(d.score, 0, 100)),
        percentile: round(clampTo(d.percentile, 0, 100)),
        band: d.band === "low" || d.band === "high" ? d.band : "typical",
        factors: d.contributors.flatMap((c) => {
          const meaning = meaningOf(c, names);
          return meaning && Number.isFinite(c.impact) && c.impact !== 0 ? [{ meaning, effect: c.impact > 0 ? ("raises" as const) : ("lowers" as const), points: round(Math.abs(c.impact), 1) }] : [];
        }),
      };
    }),
  };
}

const SYSTEM = `You write a short personal report about a couple's compatibility for one of the two partners, from the facts of a personality-based compatibility model.

Rules:
- Write in the language named in "language" only, in Markdown: a one-line introduction, then one "## " heading per dimension in the given order (love, sexual, marital, friendship) with 2 short paragraphs or a short list each, then a brief closing section with 2-3 pieces of advice for the couple.
- Be warm and honest. Use plain everyday words, no jargon, no statistics beyond the given scores and percentiles. Explain what the factors mean in daily life and give concrete, practical advice.
- Frame everything as tendencies, not fate: personality explains only a modest share of how a relationship goes; choices, effort and circumstances matter more. Say so once, plainly.
- Never make medical, psychological or diagnostic claims (no disorders, no therapy diagnoses), never predict that the couple will or will not stay together, never promise results.
- Refer to the partners by the first names given. In Russian, use grammatical gender that matches each person's "sex"; when "sex" is null, choose wording without gendered forms for that person.
- When "basis" says one personality was described by the partner, mention once that it is one partner's view of the other.
- Use only the facts given; do not invent events, ages, names or details. No links, no images, no HTML, no tables.
- About 350-550 words.`;

/** System and user messages of a generated report; the user message carries only allow-listed facts as JSON. */
export function buildReportPrompt(facts: ReportFacts): [ReportPromptMessage, ReportPromptMessage] {
  const data = promptFacts(facts);
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `Write the report in ${data.language}. Facts:\n${JSON.stringify(data, null, 2)}` },
  ];
}
