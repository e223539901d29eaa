import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// lib/neuronet is TypeScript and TensorFlow.js only: the app's server code, the database
// and the web stack stay out, so a training worker loads nothing else.

const root = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(root).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g;

describe("purity of lib/neuronet", () => {
  it("imports only tfjs, zod, its own modules and the pure engines", () => {
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      for (const [, a, b] of text.matchAll(IMPORT)) {
        const specifier = a ?? b ?? "";
        const allowed = /^(@tensorflow\/tfjs-(core|layers|backend-cpu|backend-wasm)|zod|\.\/[a-z-]+|\.\.\/(questionnaire|engine)(\/.*)?)$/.test(specifier)
          || (file === "backend.ts" && /^node:(module|path)$/.test(specifier));
        expect(allowed, `${file} imports ${specifier}`).toBe(true);
      }
      expect(text, file).not.toMatch(/Math\.random|Date\.now/);
    }
  });
});
