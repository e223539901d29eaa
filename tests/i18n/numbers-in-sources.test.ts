// Issue 17, point 4: numbers reach the reader formatted for the reader's language (decimal comma,
// "92 %" and its own plural forms in Russian). This reads the UI's sources and fails on the ways
// a raw number slips through: toFixed, locale-less toLocale*String, a "%" glued to a number, a
// hard-coded English plural "s". Numbers go through lib/client/numbers.ts, next-intl's
// format.number / format.dateTime, or ICU {n, number} / {n, plural, ...} in the messages.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { ROOT } from "../support/client-graph";

/** UI sources: what the browser or a page renders (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const FILES = ["components", "app", "lib/client"].flatMap((dir) => sources(join(ROOT, dir)));

/** A comment line: it may name what the rules forbid. */
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

/** CSS lengths (`width: \`${x}%\``) are layout, not text. */
const CSS_LENGTH = /\b(width|height|left|right|top|bottom|inset|translate\w*|flexBasis|maxWidth|minWidth)\s*:/;

const RULES: { name: string; test: (line: string) => boolean }[] = [
  { name: "toFixed prints a point in every language", test: (l) => /\.toFixed\(/.test(l) },
  { name: "toLocale*String without the reader's locale", test: (l) => /\.toLocale(Date|Time)?String\(\s*\)/.test(l) },
  { name: "a % glued to a number", test: (l) => !CSS_LENGTH.test(l) && (/\$\{[^}]*\}\s*%/.test(l) || /\}\s*%\s*</.test(l) || /(["'`])%\1/.test(l)) },
  { name: "a hard-coded English plural", test: (l) => /(===?\s*1\s*\?\s*(""|'')\s*:\s*["'`]s["'`])|(\?\s*["'`]s["'`]\s*:\s*(""|''))/.test(l) },
];

describe("numbers in the UI's sources", () => {
  it("finds the UI's sources", () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.some((f) => f.endsWith("components/scenes/contributor-list.tsx"))).toBe(true);
  });

  it.each(RULES)("has no $name", ({ test }) => {
    const hits = FILES.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (!COMMENT.test(line) && test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("the rules catch what they are for", () => {
    const caught = (line: string) => RULES.filter((r) => r.test(line)).map((r) => r.name);
    expect(caught("<span>{value.toFixed(1)}</span>")).toHaveLength(1);
    expect(caught("const d = date.toLocaleDateString();")).toHaveLength(1);
    expect(caught("{v === null ? '—' : `${Math.round(v)}%`}")).toHaveLength(1);
    expect(caught("<span>{plan.discountPercent}%</span>")).toHaveLength(1);
    expect(caught('{`${v}${isPercent ? "%" : ""}`}')).toHaveLength(1);
    expect(caught("`${n} team${n === 1 ? '' : 's'}`")).toHaveLength(1);
    expect(caught('style={{ width: `${width}%` }}')).toEqual([]);
    expect(caught("date.toLocaleDateString(locale)")).toEqual([]);
  });
});

describe("numbers in messages", () => {
  const render = (locale: "ru" | "en", key: string, values: Record<string, number | string>) => {
    const [namespace, ...rest] = key.split(".");
    const t = createTranslator({ locale, messages: locale === "ru" ? ru : en, namespace: namespace as "common" }) as unknown as (k: string, v: object) => string;
    return t(rest.join("."), values).replace(/[\u00a0\u202f]/g, " ");
  };

  it("prints decimals and thousands the reader's way", () => {
    expect(render("ru", "simulator.notices.hours", { name: "Вера", hours: 52.5, date: "1 мая" })).toBe("Вера: 52,5 ч в неделю с 1 мая. Модель учитывает не больше 50, а перегрузка ухудшает состояние.");
    expect(render("en", "common.pager.pageOf", { page: 1200, pages: 1500 })).toBe("Page 1,200 of 1,500");
    expect(render("ru", "common.pager.pageOf", { page: 1200, pages: 1500 })).toBe("Страница 1 200 из 1 500");
    expect(render("ru", "admin.neuronet.metrics.sizes", { train: 1600, test: 400 })).toBe("Обучающая выборка 1 600, тестовая 400");
  });

  it("uses plural forms instead of a fixed English plural", () => {
    expect(render("en", "developersApi.count", { count: 1 })).toBe("1 operation");
    expect(render("en", "developersApi.count", { count: 41 })).toBe("41 operations");
  });
});
