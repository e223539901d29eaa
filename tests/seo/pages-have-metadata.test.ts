import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";

// Issue 17, point 10: every page has its own translated title and description, Open Graph and
// Twitter tags and its links (lib/server/seo/page-metadata.ts), so none may forget its metadata.

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pages(path);
    return entry === "page.tsx" ? [path] : [];
  });
}

/** Pages that never render: they redirect or show the not-found page. */
const NEVER_RENDER = ["app/[locale]/[...rest]/page.tsx", "app/[locale]/administrator/page.tsx", "app/[locale]/owner/page.tsx", "app/[locale]/owner-mobile/page.tsx", "app/[locale]/love-mobile/page.tsx"];

/** Shared result pages build their metadata from the result itself (names, scores, its own image). */
const OWN_METADATA = ["app/[locale]/(consumer)/result/[token]/page.tsx"];

describe("every page has its metadata", () => {
  const all = pages("app/[locale]");
  const rendered = all.filter((file) => !NEVER_RENDER.includes(file));

  it("finds the pages, and the exceptions exist", () => {
    expect(rendered.length).toBeGreaterThan(60);
    for (const file of [...NEVER_RENDER, ...OWN_METADATA]) expect(existsSync(file)).toBe(true);
  });

  it.each(rendered)("%s exports generateMetadata from its seo.pages entry", (file) => {
    const source = readFileSync(file, "utf8");
    if (OWN_METADATA.includes(file)) {
      expect(source).toMatch(/export async function generateMetadata/);
      return;
    }
    const own = /export const generateMetadata = metadataOf\("(\w+)"/.exec(source);
    const shared = /export \{ (\w+) as generateMetadata \} from "@\/app\/\[locale\]\/_staff\/admin-pages"/.exec(source);
    expect(own ?? shared).not.toBeNull();
    if (own) expect(Object.keys(en.seo.pages)).toContain(own[1]);
  });

  it("the pages that never render do not render", () => {
    for (const file of NEVER_RENDER) expect(readFileSync(file, "utf8")).toMatch(/redirect\(|notFound\(\)/);
  });
});
