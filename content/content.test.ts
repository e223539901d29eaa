import { describe, expect, it } from "vitest";
import { publicDocument, type PublicDocument } from "./index";

const NAMES: PublicDocument[] = ["faq", "guide", "privacy", "terms"];
const numbers = { referencePairs: "4 000", referenceTeams: "1 200" };

describe("the public documents", () => {
  it.each(NAMES)("%s has the same sections, anchors and lists in Russian and English", (name) => {
    const ru = publicDocument(name, "ru", numbers);
    const en = publicDocument(name, "en", numbers);
    expect(ru.sections.length).toBeGreaterThanOrEqual(5);
    expect(ru.sections.map((s) => [s.id, s.paragraphs.length, s.list?.length])).toEqual(en.sections.map((s) => [s.id, s.paragraphs.length, s.list?.length]));
    expect(Boolean(ru.intro)).toBe(Boolean(en.intro));
    // The Russian text is Russian: no section left untranslated.
    for (const section of ru.sections) expect(section.heading + section.paragraphs.join(" ")).toMatch(/[а-яё]{4}/i);
  });

  it("keeps the FAQ's bands answer at #bands (the score screens link to it) with the reference sizes quoted", () => {
    for (const locale of ["ru", "en"] as const) {
      const bands = publicDocument("faq", locale, numbers).sections.find((s) => s.id === "bands")!;
      expect(bands.paragraphs.join(" ")).toContain("4 000");
      expect(bands.paragraphs.join(" ")).toContain("1 200");
    }
  });

  it("gives every guide section an anchor for the table of contents", () => {
    for (const locale of ["ru", "en"] as const) {
      const ids = publicDocument("guide", locale, numbers).sections.map((s) => s.id);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
