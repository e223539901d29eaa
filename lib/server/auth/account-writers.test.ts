import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The session cache (session-cache.ts) carries each account's status, e-mail, password hash,
// locale and plan. A file that writes an account table must announce the change
// (announceAccountChanged) so that the next request reads it again, or be listed here with
// the columns it writes, none of which a session carries.
const WRITES_NO_SESSION_COLUMN: Record<string, string> = {
  "lib/server/services/profiles/submit-questionnaire.ts": "owners.mainProfileId",
  "lib/server/services/staff/staff-self.ts": "estimators.fullName",
  "lib/server/services/billing/stripe-gateway.ts": "owners.stripeCustomerId",
  "lib/server/live/socket-server.ts": "owners.tutorial",
};

const ACCOUNT_WRITE = /\.update\(\s*(owners|estimators|administrators|flameUsers|table)\s*\)|\bupdate\s+"?(owners|estimators|administrators|flame_users)"?\s+set\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("writers of account tables", () => {
  const root = process.cwd();
  const writers = sourceFiles(join(root, "lib/server"))
    .map((path) => ({ file: relative(root, path), text: readFileSync(path, "utf8") }))
    .filter(({ text }) => ACCOUNT_WRITE.test(text));

  it("are found (the pattern still matches the code)", () => {
    expect(writers.map((w) => w.file)).toEqual(expect.arrayContaining(["lib/server/services/billing/owner-plan.ts", "lib/server/auth/accounts.ts"]));
  });

  it("announce their change to the session cache, or write no column a session carries", () => {
    const silent = writers.filter(({ file, text }) => !text.includes("announceAccountChanged(") && !(file in WRITES_NO_SESSION_COLUMN)).map((w) => w.file);
    expect(silent).toEqual([]);
  });

  it("the list of exceptions names only files that still write an account table", () => {
    const files = new Set(writers.map((w) => w.file));
    expect(Object.keys(WRITES_NO_SESSION_COLUMN).filter((file) => !files.has(file))).toEqual([]);
  });
});
