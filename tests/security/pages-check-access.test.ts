import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Checklist 19: access is decided in each page and handler, never only in proxy.ts.
// Every page of a signed-in area (the "(app)" route groups) asks for its session itself.

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pages(path);
    return entry === "page.tsx" ? [path] : [];
  });
}

const ROOT = "app/[locale]";
const AREAS = ["owner", "owner-mobile", "love-mobile", "estimator", "administrator"];

describe("checklist 19: signed-in pages check the session themselves", () => {
  const signedInPages = AREAS.flatMap((area) => pages(join(ROOT, area, "(app)")));

  it("finds the signed-in pages", () => {
    expect(signedInPages.length).toBeGreaterThan(8);
  });

  it.each(signedInPages)("%s calls requirePageSession", (file) => {
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(/requirePageSession\("(owner|estimator|administrator)"/);
  });

  it("proxy.ts decides no access", () => {
    const source = readFileSync("proxy.ts", "utf8");
    expect(source).not.toMatch(/sid_|resolveSession|redirect\(/);
  });
});
