// The engine is a pure library: no web stack, no database, no Node, no clock, no randomness, no I/O.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL(".", import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
const all = files(root);
const library = all.filter((f) => !f.endsWith(".test.ts"));
const specifiers = (src: string) =>
  [...src.matchAll(/(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|require\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? "",
  );
const NODE_BUILTINS = ["fs", "path", "os", "crypto", "child_process", "worker_threads", "http", "https", "net", "url", "util", "events", "stream"];
const forbidden = (s: string) =>
  /^(next|react|react-dom|drizzle-orm|pg|server-only)(\/|$)/.test(s) || s.startsWith("@electric-sql/") || s.startsWith("node:") || s.startsWith("@/") || NODE_BUILTINS.includes(s);

describe("engine purity", () => {
  it("finds the library files and recognises every import form", () => {
    expect(library.length).toBeGreaterThan(20);
    const q = '"'; // built from parts so this file's own source does not contain the imports
    const sample = [`import ${q}server-only${q};`, `import x from ${q}next/server${q};`, `export { y } from ${q}node:fs${q};`, `const z = await import(${q}pg${q});`].join("\n");
    expect(specifiers(sample).sort()).toEqual(["next/server", "node:fs", "pg", "server-only"]);
    expect(library.map((f) => relative(root, f))).toContain("index.ts");
  });

  it.each(library.map((f) => [relative(root, f), f]))("%s imports nothing from next, react, drizzle, pg, node or the app", (_name, file) => {
    const bad = specifiers(readFileSync(file, "utf8")).filter(forbidden);
    expect(bad).toEqual([]);
  });

  it("uses no clock, global randomness, console or process anywhere in the library", () => {
    for (const f of library) {
      const src = readFileSync(f, "utf8").replace(/\/\/.*$/gm, "");
      expect([f, /Math\.random|Date\.now|new Date\b|performance\.now|process\.|console\./.test(src)]).toEqual([f, false]);
    }
  });

  it("keeps files small (under 300 lines)", () => {
    for (const f of library) expect([relative(root, f), readFileSync(f, "utf8").split("\n").length <= 300]).toEqual([relative(root, f), true]);
  });

  it("tests import no web stack or database either (node:* allowed)", () => {
    for (const f of all.filter((x) => x.endsWith(".test.ts"))) {
      const bad = specifiers(readFileSync(f, "utf8")).filter((s) => forbidden(s) && !s.startsWith("node:"));
      expect([relative(root, f), bad]).toEqual([relative(root, f), []]);
    }
  });
});
