import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The browser runs this engine too: nothing of the web stack, the database or Node
// may be imported by its code (tests may read files through node:*).

const root = fileURLToPath(new URL(".", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|require\s*\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

const files = sourceFiles(root);
const isTest = (path: string) => path.endsWith(".test.ts");

describe("purity of lib/questionnaire", () => {
  it("finds the engine's files", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(importsOf('import { a } from "./b";\nexport { c } from "../d";\nimport type { E } from "node:fs";')).toEqual(["./b", "../d", "node:fs"]);
  });

  it("imports only its own modules in code", () => {
    for (const file of files.filter((f) => !isTest(f))) {
      for (const specifier of importsOf(readFileSync(file, "utf8"))) {
        expect(specifier.startsWith("./") || specifier.startsWith("../"), `${relative(root, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it("lets tests import only the test tools and node:*", () => {
    const allowed = /^(\.\.?\/|node:|vitest$|fast-check$)/;
    const forbidden = /^(next|react|react-dom|drizzle-orm|pg|@electric-sql|server-only|@\/)(\/|$)/;
    for (const file of files.filter(isTest)) {
      for (const specifier of importsOf(readFileSync(file, "utf8"))) {
        expect(allowed.test(specifier) && !forbidden.test(specifier), `${relative(root, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it("is deterministic: no clock or randomness in the code", () => {
    for (const file of files.filter((f) => !isTest(f))) {
      const text = readFileSync(file, "utf8");
      expect(text, relative(root, file)).not.toMatch(/Math\.random|Date\.now|new Date\(\)|performance\.now|process\.|window\.|document\./);
    }
  });

  it("keeps files small", () => {
    for (const file of files) {
      expect(readFileSync(file, "utf8").split("\n").length, relative(root, file)).toBeLessThanOrEqual(300);
    }
  });
});
