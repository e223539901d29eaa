import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOVE_TOPIC_VALUES } from "@/lib/engine/love/love-topics";

// Every coded love-topic answer a contributor can name reads as words in both languages
// (scene.loveAnswers), so a result never shows a raw code such as "avoid".
describe("love topic answers in words", () => {
  for (const locale of ["en", "ru"]) {
    it(locale, () => {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as { scene: { loveAnswers: Record<string, Record<string, string>> } };
      for (const [topic, values] of Object.entries(LOVE_TOPIC_VALUES)) {
        for (const value of values) expect(messages.scene.loveAnswers[topic]?.[value], `${topic}.${value}`).toMatch(/\S/);
      }
    });
  }
});
