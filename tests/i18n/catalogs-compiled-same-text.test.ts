// The build compiles the catalogs (next.config.ts) and pages format them with next-intl's small
// formatter; the workers, the server in .build/ and these tests format the same catalogs with the
// ICU parser. Both must write the same text: every message that takes values is formatted both
// ways, in both languages, with values that reach each of its plural and select branches.
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { catalogTexts } from "./catalog-texts";

type Node = unknown;
type Kind = "text" | "number" | "select" | "date" | "tag";
const POUND = 0, SELECT = 1, PLURAL = 2, ORDINAL = 3, NUMBER = 4, DATE = 5, TIME = 6;

/** The values a compiled message takes: each name with its kind and, for a select, its keys. */
function argumentsOf(node: Node, out = new Map<string, { kind: Kind; keys: string[] }>()): Map<string, { kind: Kind; keys: string[] }> {
  if (typeof node === "string" || node === POUND || !Array.isArray(node)) return out;
  const [head, type, ...rest] = node as [unknown, unknown, ...unknown[]];
  if (typeof head !== "string") {
    for (const child of node) argumentsOf(child, out);
    return out;
  }
  const set = (kind: Kind, keys: string[] = []) => {
    const known = out.get(head);
    if (!known || known.kind === "text") out.set(head, { kind, keys });
  };
  if (type === undefined) set("text");
  else if (type === SELECT) {
    const options = rest[0] as Record<string, Node>;
    set("select", Object.keys(options));
    Object.values(options).forEach((o) => argumentsOf(o, out));
  } else if (type === PLURAL || type === ORDINAL) {
    set("number");
    Object.values(rest[0] as Record<string, Node>).forEach((o) => argumentsOf(o, out));
  } else if (type === NUMBER) set("number");
  else if (type === DATE || type === TIME) set("date");
  else {
    // A tag: its name, then its children.
    set("tag");
    for (const child of [type, ...rest]) argumentsOf(child, out);
  }
  return out;
}

const NUMBERS = [0, 1, 2, 5, 21, 1.5, 1234.5];
const DAY = new Date(Date.UTC(2026, 10, 28, 13, 5));

/** Values for scenario i: each argument takes its i-th candidate (cycling). */
function valuesFor(args: Map<string, { kind: Kind; keys: string[] }>, i: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, { kind, keys }] of args) {
    if (kind === "number") values[name] = NUMBERS[i % NUMBERS.length];
    else if (kind === "select") values[name] = [...keys.filter((k) => k !== "other"), "unlisted"][i % keys.length];
    else if (kind === "date") values[name] = DAY;
    else if (kind === "tag") values[name] = (chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`;
    else values[name] = "Вера";
  }
  return values;
}

const FORMATTERS = {
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

describe.each([["en", en], ["ru", ru]] as const)("%s messages", (locale, messages) => {
  it("read the same compiled as parsed, in every branch", () => {
    const t = createTranslator({ locale, messages: messages as Record<string, unknown>, timeZone: "UTC" }) as unknown as {
      (key: string, values?: Record<string, unknown>): string;
      markup(key: string, values?: Record<string, unknown>): string;
    };
    let checked = 0;
    const differ: string[] = [];
    for (const [key, text] of catalogTexts(messages)) {
      const compiled = compile(text);
      if (typeof compiled === "string") continue;
      const args = argumentsOf(compiled);
      const tags = [...args.values()].some((a) => a.kind === "tag");
      for (let i = 0; i < NUMBERS.length; i++) {
        const values = valuesFor(args, i);
        const parsed = tags ? t.markup(key, values) : t(key, values);
        const out = format(compiled, locale, values as never, { formatters: FORMATTERS, timeZone: "UTC" });
        const fast = Array.isArray(out) ? out.join("") : String(out);
        if (parsed !== fast) differ.push(`${key} ${JSON.stringify(values)}: "${parsed}" / "${fast}"`);
        checked++;
      }
    }
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
