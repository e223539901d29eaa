import "server-only";
import { createTranslator } from "use-intl/core";
import { LOVE_DIMENSIONS, LOVE_TOPIC_VALUES, TRAITS, type Contributor, type LoveTopic, type TraitKey } from "@/lib/engine";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { reportName, type ReportFacts } from "./report-facts";

type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

const MESSAGES = { en, ru } as const;
/** Tips at the end: the traits that cost the couple most, at most this many. */
const MAX_TIPS = 3;
/** Trait values this close to the midpoint read as "somewhat". */
const MILD_DISTANCE = 0.75;

function translator(locale: "ru" | "en"): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown>, namespace: "standardReport" });
  return t as unknown as Translate;
}

const finite = (x: number | undefined, fallback = 0) => (typeof x === "number" && Number.isFinite(x) ? x : fallback);
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
const isTrait = (x: unknown): x is TraitKey => (TRAITS as readonly unknown[]).includes(x);
const isTopic = (x: unknown): x is LoveTopic => typeof x === "string" && Object.hasOwn(LOVE_TOPIC_VALUES, x);

interface Who {
  name: string;
  sex: "female" | "male" | "other";
}

/** A person's trait as the engine reports it: the effects on their own and on the partner's satisfaction. */
interface TraitLine {
  who: Who;
  trait: TraitKey;
  value: number;
  effects: { code: "own_trait" | "partner_trait"; effect: "up" | "down" }[];
}

/**
 * The dimension's contributors as sentences, in the engine's order. A trait of one person that
 * acts both on their own and on the partner's satisfaction is one sentence with both effects.
 * Contributors the love forecast does not make are left out.
 */
function sentences(contributors: readonly Contributor[], t: Translate, people: { a: Who; b: Who }): string[] {
  const out: (string | TraitLine)[] = [];
  const lines = new Map<string, TraitLine>();
  for (const c of contributors) {
    if (!Number.isFinite(c.impact) || c.impact === 0) continue;
    const effect = c.impact > 0 ? "up" : "down";
    if (c.code === "own_trait" || c.code === "partner_trait") {
      const who = c.actor === "a" ? people.a : c.actor === "b" ? people.b : null;
      if (!who || !isTrait(c.trait) || c.value === undefined || !Number.isFinite(c.value)) continue;
      const key = `${c.actor}.${c.trait}`;
      const line = lines.get(key);
      if (line) line.effects.push({ code: c.code, effect });
      else {
        const fresh: TraitLine = { who, trait: c.trait, value: round1(clamp(c.value, 1, 5)), effects: [{ code: c.code, effect }] };
        lines.set(key, fresh);
        out.push(fresh);
      }
    } else if (c.code === "similarity") {
      out.push(t(`similarity.${effect}`, { a: people.a.name, b: people.b.name, value: Math.round(clamp(finite(c.value, 50), 0, 100)) }));
    } else if (c.code === "love_topic" && isTopic(c.topic)) {
      const allowed: readonly string[] = LOVE_TOPIC_VALUES[c.topic];
      const answers = [...new Set((c.answer ?? "").split("+"))].filter((a) => allowed.includes(a)).map((a) => t(`answers.${c.topic}.${a}`));
      if (answers.length > 0) out.push(t("topicItem", { topic: t(`topics.${c.topic}`), answers: answers.join(" / "), effect: t(`topicEffect.${effect}`) }));
    }
  }
  return out.map((item) => {
    if (typeof item === "string") return item;
    // Own effect first: it is the larger one (actor effects outweigh partner effects).
    const effects = [...item.effects].sort((x, y) => (x.code === y.code ? 0 : x.code === "own_trait" ? -1 : 1));
    return t("traitItem", {
      name: item.who.name,
      degree: Math.abs(item.value - 3) < MILD_DISTANCE ? "mild" : "strong",
      trait: t(`traits.${item.trait}.${item.value >= 3 ? "high" : "low"}`, { sex: item.who.sex }),
      value: item.value,
      effect: effects.map((e) => t(`effects.${e.code}.${e.effect}`, { sex: item.who.sex })).join(" "),
    });
  });
}

/**
 * The built-in report, used without a provider or when it fails: Markdown in the reader's
 * language from the engine's bands and contributors. Its first line labels it as the standard
 * report. Names are never declined: they stand alone ("Маша: …") or in the nominative.
 */
export function composeStandardReport(facts: ReportFacts): string {
  const locale = facts.locale === "ru" ? "ru" : "en";
  const t = translator(locale);
  const person = (i: 0 | 1, fallback: string): Who => ({
    name: reportName(facts.people[i].firstName) || t(fallback),
    sex: facts.people[i].sex === "female" || facts.people[i].sex === "male" ? facts.people[i].sex : "other",
  });
  const people = { a: person(0, "fallbackNameA"), b: person(1, "fallbackNameB") };

  const lines: string[] = [t("label"), "", `# ${t("title", { a: people.a.name, b: people.b.name })}`, ""];
  lines.push(t(facts.basis === "partner_rated" ? "basis.partner_rated" : "basis.both_self", { a: people.a.name, b: people.b.name, sexA: people.a.sex }), "");
  lines.push(t("framing"), "");

  // What costs the couple most across the four dimensions decides the closing tips.
  const costs = new Map<string, number>();
  for (const dim of LOVE_DIMENSIONS) {
    const d = facts.dimensions[dim];
    const band = d.band === "low" || d.band === "high" ? d.band : "typical";
    lines.push(`## ${t(`dimensions.${dim}.title`)}`, "", t(`dimensions.${dim}.about`), "");
    lines.push(t("score", { score: Math.round(clamp(finite(d.score), 0, 100)), band: t(`band.${band}`), percentile: Math.round(clamp(finite(d.percentile), 0, 100)) }), "");
    const items = sentences(d.contributors, t, people);
    if (items.length > 0) lines.push(t("factorsTitle"), "", ...items.map((s) => `- ${s}`), "");
    else lines.push(t("noFactors"), "");
    lines.push(t(`advice.${dim}.${band}`), "");
    for (const c of d.contributors) {
      if ((c.code === "own_trait" || c.code === "partner_trait") && isTrait(c.trait) && c.impact < 0 && c.value !== undefined && Number.isFinite(c.value)) {
        const key = `${c.trait}.${c.value >= 3 ? "high" : "low"}`;
        costs.set(key, (costs.get(key) ?? 0) - c.impact);
      }
    }
  }

  const tips = [...costs].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, MAX_TIPS);
  lines.push(`## ${t("tipsTitle")}`, "", ...tips.map(([key]) => `- ${t(`tips.${key}`)}`), `- ${t("generalTip")}`, "");
  lines.push(t("disclaimer"));
  return lines.join("\n") + "\n";
}
