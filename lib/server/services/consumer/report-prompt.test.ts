import { describe, expect, it } from "vitest";
import type { ReportPerson } from "./report-facts";
import { reportName } from "./report-facts";
import { buildReportPrompt } from "./report-prompt";
import { reportFactsFor } from "@/tests/support/report-facts";

const ALLOWED_KEYS = new Set(["language", "basis", "people", "label", "firstName", "sex", "age", "dimensions", "dimension", "score", "percentile", "band", "factors", "meaning", "effect", "points"]);

function keysOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const x of node) keysOf(x, out);
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

const userFacts = (content: string) => JSON.parse(content.slice(content.indexOf("{"))) as Record<string, unknown>;

// What a careless caller might pass along: fields that must never reach the provider.
const leaky = (p: ReportPerson, extra: Record<string, string>) => ({ ...p, ...extra }) as ReportPerson;

describe("buildReportPrompt", () => {
  const facts = reportFactsFor({
    locale: "ru",
    basis: "partner_rated",
    people: [
      leaky({ firstName: "Маша masha.petrova@mail.ru", sex: "female", age: 29 }, { email: "masha.petrova@mail.ru", id: "6f1c2a9e-1111-4222-8333-944455556666" }),
      leaky({ firstName: "<b>Pavel</b> https://evil.example/x", sex: "male", age: null }, { ownerId: "0b7f3c2e-aaaa-4bbb-8ccc-dddddddddddd" }),
    ],
    traits: [{ negativeEmotionality: 4.4, agreeableness: 2 }, { conscientiousness: 4.5, extraversion: 1.8 }],
    answers: [{ difficulty: "avoid", sharedInterests: "many" }, { difficulty: "talk_it_through", weekend: "home" }],
  });
  const [system, user] = buildReportPrompt(facts);
  const all = system.content + user.content;

  it("is a system and a user message", () => {
    expect([system.role, user.role]).toEqual(["system", "user"]);
  });

  it("carries no e-mail address, link, id or markup from the names or stray fields", () => {
    expect(all).not.toMatch(/@|mail\.ru|https?:|evil|<b>|6f1c2a9e|0b7f3c2e/);
    expect(user.content).toContain("Маша");
    expect(user.content).toContain("Pavel");
  });

  it("carries only allow-listed keys", () => {
    const data = userFacts(user.content);
    expect([...keysOf(data)].filter((k) => !ALLOWED_KEYS.has(k))).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/"(a|b)"/);
  });

  it("names the reader's language, the basis, every dimension and the engine's factors by name", () => {
    const data = userFacts(user.content) as { language: string; basis: string; dimensions: { factors: { meaning: string }[] }[]; people: { sex: string | null; age: number | null }[] };
    expect(data.language).toBe("Russian");
    expect(data.basis).toContain("described by Маша");
    expect(data.dimensions).toHaveLength(4);
    expect(data.people.map((p) => [p.sex, p.age])).toEqual([["female", 29], ["male", null]]);
    const meanings = data.dimensions.flatMap((d) => d.factors.map((f) => f.meaning)).join("\n");
    expect(meanings).toMatch(/Маша's higher tendency to worry/);
    expect(meanings).not.toMatch(/undefined|NaN/);
  });

  it("asks for the framing, the structure and the limits of the report", () => {
    expect(system.content).toMatch(/tendencies, not fate/);
    expect(system.content).toMatch(/modest share/);
    expect(system.content).toMatch(/grammatical gender/);
    expect(system.content).toMatch(/medical/);
    expect(system.content).toMatch(/never promise/);
    expect(system.content).toMatch(/Markdown/);
  });

  it("is in English for an English reader", () => {
    const [, u] = buildReportPrompt(reportFactsFor({ locale: "en" }));
    expect(userFacts(u.content).language).toBe("English");
  });
});

describe("reportName", () => {
  it("keeps letters, hyphens and apostrophes and drops addresses, links and markup", () => {
    expect(reportName("Anna-Maria O'Neil")).toBe("Anna-Maria O'Neil");
    expect(reportName("anna@example.com")).toBe("");
    expect(reportName("Иван ivan@x.ru")).toBe("Иван");
    expect(reportName("Bob javascript:alert(1) [x](y) **z**")).toBe("Bob x y z");
    expect(reportName("www.site.com Eve")).toBe("Eve");
    expect(reportName("Ё".repeat(80))).toHaveLength(40);
  });
});
