import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Convention 10: server code and the database layer start with `import "server-only"`, so
// a client component that reaches them breaks the build instead of shipping them to the
// browser. (ESLint's no-restricted-imports stops components/ and lib/client/ earlier.)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

// The server-only page bodies several routes share (docs/architecture.md, "UI") load services
// and the database too. Outside these, what runs under plain Node (server.ts, scripts/, the
// engine worker's loader) resolves the package through scripts/allow-server-only.mjs or the
// react-server condition, so it needs no exception here.
const SERVER_PAGE_BODIES = ["app/[locale]/_auth", "app/[locale]/_profiles", "app/[locale]/_checks", "app/[locale]/_staff"];

describe("convention 10: server-only", () => {
  const files = [...sources("lib/server"), ...sources("db"), ...SERVER_PAGE_BODIES.flatMap(sources)];

  it("finds the server sources", () => {
    expect(files.length).toBeGreaterThan(100);
    for (const dir of SERVER_PAGE_BODIES) expect(files.some((f) => f.startsWith(dir))).toBe(true);
  });

  it.each(files)("%s starts with import \"server-only\"", (file) => {
    expect(readFileSync(file, "utf8").split("\n", 1)[0]).toBe('import "server-only";');
  });
});
