import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Checklist 19: access is decided in each page and handler, never only in proxy.ts.
// Every page of a signed-in area (the "(app)" route groups) asks for its session itself,
// or renders a shared page body (app/[locale]/_*) that does.

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pages(path);
    return entry === "page.tsx" ? [path] : [];
  });
}

const ROOT = "app/[locale]";
const AREAS = ["owner", "owner-mobile", "love-mobile", "estimator", "administrator"];
const CHECK = /requirePageSession\("(owner|estimator|administrator)"/;

/** The body of an exported function of a shared page module. */
function sharedBody(importPath: string, name: string): string | null {
  const file = `${importPath.replace(/^@\//, "")}.tsx`;
  const source = readFileSync(file, "utf8");
  const start = source.search(new RegExp(`export (async )?function ${name}\\b`));
  if (start < 0) return null;
  const next = source.slice(start + 1).search(/\nexport /);
  return next < 0 ? source.slice(start) : source.slice(start, start + 1 + next);
}

function checksSession(file: string): boolean {
  const source = readFileSync(file, "utf8");
  if (CHECK.test(source)) return true;
  const shared = /import \{ (\w+) \} from "(@\/app\/\[locale\]\/_[\w-]+\/[\w-]+)"/.exec(source);
  if (!shared) return false;
  const body = sharedBody(shared[2]!, shared[1]!);
  return body !== null && CHECK.test(body);
}

describe("checklist 19: signed-in pages check the session themselves", () => {
  const signedInPages = AREAS.flatMap((area) => pages(join(ROOT, area, "(app)")));

  it("finds the signed-in pages", () => {
    expect(signedInPages.length).toBeGreaterThan(8);
  });

  it.each(signedInPages)("%s checks the session", (file) => {
    expect(checksSession(file)).toBe(true);
  });

  it("the check recognises a page that does not check", () => {
    expect(CHECK.test('export default function Page() { return null; }')).toBe(false);
  });

  it("proxy.ts decides no access", () => {
    const source = readFileSync("proxy.ts", "utf8");
    expect(source).not.toMatch(/sid_|resolveSession|redirect\(/);
  });
});
