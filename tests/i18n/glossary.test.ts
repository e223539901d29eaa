// Issue 17 point 5: one name per indicator and one spelling of the order code, in both languages,
// and an explanation for every term the screens explain.
import { describe, expect, it } from "vitest";
import { displayOrderCode, GLOSSARY_TERMS } from "@/components/glossary/glossary-terms";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { catalogTexts } from "./catalog-texts";

describe.each([["en", en], ["ru", ru]] as const)("%s messages", (_lang, messages) => {
  const all = catalogTexts(messages);

  it("call the team's working climate atmosphere only, never microclimate", () => {
    expect(all.filter(([, text]) => /microclimate|микроклимат/i.test(text))).toEqual([]);
  });

  it("spell the order of levels with the grade letters K, P, L, never the engine's C, P, M", () => {
    expect(all.filter(([, text]) => /\bC (— |- )?(competence|компетентность)|\bM (— |- )?(maturity|зрелость)/i.test(text))).toEqual([]);
    expect(all.filter(([, text]) => /\b(CPM|CMP|PCM|PMC|MCP|MPC)\b/.test(text))).toEqual([]);
  });

  it("explain every glossary term with a name and a text", () => {
    for (const term of GLOSSARY_TERMS) {
      const entry = messages.glossary.terms[term];
      expect(entry.name.length).toBeGreaterThan(2);
      expect(entry.text.length).toBeGreaterThan(20);
    }
  });
});

describe("the order code on screen", () => {
  it("uses the grade letters: competence K, professionalism P, personal maturity L", () => {
    expect(displayOrderCode("CPM")).toBe("KPL");
    expect(displayOrderCode("PCM")).toBe("PKL");
    expect(displayOrderCode("MPC")).toBe("LPK");
  });
});
