import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONTRIBUTOR_CODES } from "./catalogue";
import { topContributors } from "./select";

const docs = fileURLToPath(new URL("../../../docs/model.md", import.meta.url));

describe("contributor catalogue", () => {
  it("documents every code in docs/model.md", () => {
    expect(existsSync(docs)).toBe(true);
    const text = readFileSync(docs, "utf8");
    const missing = Object.keys(CONTRIBUTOR_CODES).filter((c) => !text.includes(`| \`${c}\` |`));
    expect(missing).toEqual([]);
  });

  it("keeps at most five, sorted by absolute impact, negligible ones dropped", () => {
    const list = [1, -7, 3, 0.01, -2, 6, 4].map((impact, i) => ({ code: "similarity" as const, impact, actor: `x${i}` }));
    expect(topContributors(list).map((c) => c.impact)).toEqual([-7, 6, 4, 3, -2]);
  });
});
