// Issue 11, point 6: each page sends the browser only the message namespaces its client
// components use. This walks every page, layout and not-found/error file: a namespace that
// a client component reachable from it asks for must be sent by the root layout or a
// <ClientMessages> in it or in a layout above it.
import { execSync } from "node:child_process";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BASE_NAMESPACES } from "@/i18n/client-namespaces";
import { ROOT, scopeOf } from "../support/client-graph";

const APP = join(ROOT, "app/[locale]");
const entries = execSync("find . -name page.tsx -o -name layout.tsx -o -name not-found.tsx -o -name error.tsx", { cwd: APP })
  .toString()
  .trim()
  .split("\n")
  .map((file) => join(APP, file))
  .sort();

/** The layouts that wrap an entry: every layout.tsx from app/[locale] down to its folder. */
function layoutsAbove(entry: string): string[] {
  const layouts: string[] = [];
  for (let dir = dirname(entry); dir.startsWith(APP); dir = dirname(dir)) {
    const layout = join(dir, "layout.tsx");
    if (layout !== entry && entries.includes(layout)) layouts.unshift(layout);
  }
  return layouts;
}

function sentTo(entry: string): Set<string> {
  const sent = new Set<string>(BASE_NAMESPACES);
  for (const file of [...layoutsAbove(entry), entry]) for (const name of scopeOf(file).provided) sent.add(name);
  return sent;
}

describe("client message namespaces", () => {
  it("finds the app's pages and a client component on most of them", () => {
    expect(entries.filter((f) => f.endsWith("page.tsx")).length).toBeGreaterThan(60);
    expect(entries.filter((f) => scopeOf(f).required.size > 0).length).toBeGreaterThan(40);
  });

  it.each(entries.map((f) => [f.slice(APP.length + 1)]))("%s sends every namespace its client components use", (relative) => {
    const entry = join(APP, relative);
    const { required, problems } = scopeOf(entry);
    expect(problems).toEqual([]);
    const sent = sentTo(entry);
    const missing = [...required].filter(([name]) => !sent.has(name)).map(([name, files]) => `${name} (used by ${[...new Set(files)].join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("sends no namespace twice along one chain of layouts", () => {
    const twice: string[] = [];
    for (const entry of entries) {
      const seen = new Set<string>(BASE_NAMESPACES);
      for (const file of [...layoutsAbove(entry), entry]) {
        for (const name of scopeOf(file).provided) {
          if (seen.has(name)) twice.push(`${entry.slice(APP.length + 1)}: ${name}`);
          seen.add(name);
        }
      }
    }
    expect([...new Set(twice)]).toEqual([]);
  });
});
