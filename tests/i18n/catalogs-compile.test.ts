// The build compiles every message of both catalogs (next.config.ts, next-intl's
// `messages.precompile`), and one malformed message fails the whole build. Here each message
// goes through the same compiler, so a broken one is named by its key, and the compiled
// catalog is read the way the server reads it.
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { catalogHasMessage } from "@/lib/server/i18n";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { catalogTexts } from "./catalog-texts";

function compiled(node: unknown): unknown {
  if (typeof node === "string") return compile(node);
  return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, compiled(v)]));
}

describe.each([["en", en], ["ru", ru]] as const)("%s messages", (_lang, messages) => {
  it("are all valid ICU messages", () => {
    const broken = catalogTexts(messages).flatMap(([key, text]) => {
      try {
        compile(text);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("are found by key in their compiled form, both plain texts and those with arguments", () => {
    const catalog = compiled(messages);
    expect(catalogHasMessage(catalog, "errors.auth_incorrect_credentials")).toBe(true);
    expect(catalogHasMessage(catalog, "errors.auth_too_many_requests")).toBe(true);
    expect(catalogHasMessage(catalog, "admin.questionnaires.jsonNotObject")).toBe(true);
    expect(catalogHasMessage(catalog, "monitor.trend.up")).toBe(true);
    expect(Array.isArray((catalog as { monitor: { trend: { up: unknown } } }).monitor.trend.up)).toBe(true);
    expect(catalogHasMessage(catalog, "monitor.trend")).toBe(false);
    expect(catalogHasMessage(catalog, "monitor.trend.up.0")).toBe(false);
    expect(catalogHasMessage(catalog, "monitor.nothing")).toBe(false);
  });
});

it("an apostrophe before a brace quotes it, so the definition hint shows its braces", () => {
  expect(compile("JSON ('{ … }').")).toBe("JSON ({ … }).");
});
