import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@": root,
  "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
};

const UNIT = /\.test\.tsx?$/;
const NOT_UNIT = /\.db\.test\.ts$/;
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".next", ".build", ".git", "test-results", "e2e"]);
/**
 * What a test file does that another file in the same worker would inherit: module mocks,
 * stubbed globals or environment variables, fake timers, written `process.env`, `globalThis`
 * or `window` properties, and the shared DOM (elements put into the document outside React
 * Testing Library, cookies, storage, history, listeners on the window or the document).
 */
const CHANGES_THE_PROCESS = new RegExp(
  [
    String.raw`\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers)\(`,
    String.raw`process\.env(\.\w+|\[[^\]]+\])\s*=[^=]`,
    String.raw`delete process\.env`,
    // An assignment to a property of the global object, cast or not: `globalThis.x =`,
    // `(globalThis as T).x ??=`, `window.location.href =`, `global.x =`.
    String.raw`\b(globalThis|window|global)\b(\s+as\s+[^)]*\))?(\.\w+)+\s*(\?\?|\|\||&&)?=[^=]`,
    String.raw`Object\.assign\((globalThis|window|global|process\.env)\b`,
    String.raw`\.prototype\.\w+\s*=[^=]`,
    String.raw`\bvi\.setSystemTime\(`,
    String.raw`\bprocess\.(on|once|exitCode)\b`,
    String.raw`document\.documentElement\.\w+\s*=[^=]`,
    String.raw`Object\.defineProperty\((window|globalThis|navigator|document)\b`,
    String.raw`document\.(body|head|documentElement)\.(innerHTML\s*=[^=]|append|appendChild|prepend|insertAdjacentHTML)`,
    String.raw`document\.(cookie|title)\s*=[^=]`,
    String.raw`(local|session)Storage\.(setItem|removeItem|clear)\(`,
    String.raw`history\.(pushState|replaceState)\(`,
    String.raw`(window|document)\.addEventListener\(`,
  ].join("|"),
);

function unitTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : unitTestFiles(join(dir, entry.name));
    return UNIT.test(entry.name) && !NOT_UNIT.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/**
 * Unit test files that change the process run each in a fresh module graph (vitest's
 * isolation); the others share one per worker thread, which spares each file the import of
 * React, next-intl and the rest (all unit tests: 117-128 s isolated, 79-82 s split). Found
 * by reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
const isolatedUnitFiles = unitTestFiles(root)
  .filter((file) => CHANGES_THE_PROCESS.test(readFileSync(file, "utf8")))
  // Paths become glob patterns of `include` and `exclude`: brackets and parentheses of
  // route folders such as `app/[locale]/(consumer)` are escaped to match themselves.
  .map((file) => relative(root, file).replace(/[()[\]{}*?!+@]/g, "\\$&"));

const unitExclude = ["**/*.db.test.ts", "node_modules/**", ".next/**", "tests/e2e/**"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: [...unitExclude, ...isolatedUnitFiles],
          environment: "node",
          // Worker threads start faster than child processes: 205 files, 243 s -> 205 s on 2 cores.
          pool: "threads",
          isolate: false,
          setupFiles: ["tests/support/unit-file-boundary.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: isolatedUnitFiles,
          exclude: unitExclude,
          environment: "node",
          pool: "threads",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          // A test that forgets to install its database must fail, not open a real one.
          env: { PGLITE_DIR: "/dev/null/tests-must-install-a-database", LOG_LEVEL: "silent", SMTP_URL: "" },
          exclude: ["node_modules/**", ".next/**"],
          environment: "node",
          // Migrates one database per run; every suite starts from a copy of it.
          globalSetup: ["tests/support/database-template.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
