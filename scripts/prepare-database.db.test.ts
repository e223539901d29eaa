import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, openDatabase } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { prepareDatabase } from "./prepare-database";

// `npm start`'s first step on a fresh embedded database: the demo loads only on a local address.
describe("npm start loads demo data only where it belongs", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await closeDatabase();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetEnvCache();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>): Promise<{ owners: number; printed: string }> {
    const dir = mkdtempSync(join(tmpdir(), "accordo-prepare-"));
    dirs.push(dir);
    vi.stubEnv("PGLITE_DIR", dir);
    vi.stubEnv("DATABASE_URL", undefined);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetEnvCache();
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: unknown) => void lines.push(String(line)));
    await prepareDatabase({ seed: true });
    const handle = await openDatabase({ dataDir: dir });
    const result = (await handle.db.execute(sql`select count(*)::int as n from owners`)) as unknown as { rows: Array<{ n: number }> };
    await handle.close();
    return { owners: result.rows[0]!.n, printed: lines.join("\n") };
  }

  it("a local APP_URL gets the demo and its printed sign-ins", async () => {
    const { owners, printed } = await start({ APP_URL: "http://localhost:3000" });
    expect(owners).toBeGreaterThan(0);
    expect(printed).toContain("Owner-Demo-2026");
  });

  it("a public APP_URL gets none, and DEMO_DATA=on loads it without printing a password", async () => {
    const none = await start({ APP_URL: "https://accordo.example" });
    expect(none.owners).toBe(0);
    const asked = await start({ APP_URL: "https://accordo.example", DEMO_DATA: "on" });
    expect(asked.owners).toBeGreaterThan(0);
    expect(asked.printed).not.toMatch(/Demo-2026/);
  });
});
