import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { openDatabase, useDatabase, type DatabaseHandle, type Db } from "@/db/client";
import { useServerEffects } from "@/lib/server/composition-root";
import { pgliteTemplateDump, postgresDatabaseFromTemplate } from "./database-template";

/**
 * Database tests run on embedded PGlite always, and on a real PostgreSQL server too when
 * TEST_DATABASE_URL is set (CI sets it). Each suite gets a fresh, migrated database: a copy
 * of the one the global set-up migrated (tests/support/database-template.ts).
 */
export const TEST_DRIVERS: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  readonly db: Db;
  readonly handle: DatabaseHandle;
  readonly driver: "pglite" | "postgres";
}

/** A movable clock for tests: starts at a fixed instant, `advance` moves it. */
export class TestClock {
  private current: number;
  constructor(start = Date.parse("2026-11-21T09:00:00Z")) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
}

/**
 * Runs `body` once per test driver with a fresh database installed as the app's database
 * (so route handlers use it) and a movable clock installed as the app's clock (the composition
 * root's, so `route()` hands it to the services; a test may pass it to a service directly too).
 */
export function describeEachDatabase(name: string, body: (ctx: { get: () => TestDatabase; clock: TestClock; driver: "pglite" | "postgres" }) => void): void {
  for (const driver of TEST_DRIVERS) {
    describe(`${name} [${driver}]`, () => {
      let current: TestDatabase | undefined;
      let drop: (() => Promise<void>) | undefined;
      const clock = new TestClock();
      beforeAll(async () => {
        let handle: DatabaseHandle;
        if (driver === "postgres") {
          const created = await postgresDatabaseFromTemplate();
          drop = created.drop;
          handle = await openDatabase({ url: created.url });
        } else {
          handle = await openDatabase({ dataDir: "memory", loadDataDir: pgliteTemplateDump() });
        }
        current = { db: handle.db, handle, driver };
        useDatabase(handle);
        useServerEffects({ clock });
      });
      beforeEach(() => {
        useDatabase(current!.handle);
        useServerEffects({ clock });
      });
      afterAll(async () => {
        useDatabase(undefined);
        useServerEffects(undefined);
        await current?.handle.close();
        await drop?.();
      });
      body({ get: () => current!, clock, driver });
    });
  }
}
