import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows, type Db } from "@/db/client";
import { createOwner } from "@/tests/support/accounts";
import { describeEachDatabase } from "@/tests/support/databases";
import { testEffects } from "@/tests/support/effects";
import { waitFor } from "@/tests/support/wait";
import { EMBEDDED_MAINTENANCE_QUEUE, maintainEmbeddedDatabase } from "./embedded-maintenance";
import { PURGE_QUEUE } from "./purge-jobs";
import { startJobs, stopJobs } from "./queue";
import { JOB_SCHEDULES } from "./retention";

/** The tables that hold rows (a partitioned table's rows are in its partitions). */
interface TableState {
  schema: string;
  name: string;
  /** -1 until the table was first vacuumed or analysed: the planner then guesses its size. */
  tuples: number;
  vacuums: number;
  analyses: number;
}

const tableStates = (db: Db) =>
  queryRows<TableState>(
    db,
    sql`select s.schemaname as schema, s.relname as name, c.reltuples::int as tuples, s.vacuum_count::int as vacuums, s.analyze_count::int as analyses
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where c.relkind = 'r' order by s.schemaname, s.relname`,
  );

describeEachDatabase("the embedded database's vacuum", ({ get, clock, driver }) => {
  if (driver === "pglite") {
    it("vacuums and analyses every table, so the planner knows each table's size", async () => {
      const { db } = get();
      for (let i = 0; i < 3; i++) await createOwner(db, `vacuum-${i}@example.com`);
      const before = await tableStates(db);
      expect(before.find((t) => t.name === "owners")).toMatchObject({ tuples: -1, vacuums: 0, analyses: 0 });

      const count = await maintainEmbeddedDatabase(db, testEffects({ clock }).log);

      const after = await tableStates(db);
      expect(count).toBe(after.length);
      expect(after.length).toBeGreaterThan(20);
      for (const table of after) expect(table, `${table.schema}.${table.name}`).toMatchObject({ vacuums: 1, analyses: 1 });
      expect(after.find((t) => t.name === "owners")!.tuples).toBe(3);
      expect(after.every((t) => t.tuples >= 0)).toBe(true);
    });

    it("runs once when the queue starts, the queue's own tables too, and then every hour after the purge", async () => {
      const { db, handle } = get();
      const queue = await startJobs(testEffects({ clock }), handle, { pollingIntervalSeconds: 0.5 });
      try {
        const schedules = new Map((await queue!.boss.getSchedules()).map((s) => [s.name, s]));
        expect(schedules.get(EMBEDDED_MAINTENANCE_QUEUE)).toMatchObject({ cron: JOB_SCHEDULES.embeddedMaintenance, timezone: "UTC" });
        await waitFor(async () => (await tableStates(db)).find((t) => t.name === "owners")!.vacuums === 2, 10_000, "the vacuum at start");
        const queueTables = (await tableStates(db)).filter((t) => t.schema === "pgboss");
        expect(queueTables.length).toBeGreaterThan(0);
        await waitFor(async () => (await tableStates(db)).filter((t) => t.schema === "pgboss").every((t) => t.vacuums >= 1), 10_000, "the queue's tables vacuumed");
      } finally {
        await stopJobs();
      }
    });
  } else {
    it("is not scheduled on a PostgreSQL server, which vacuums itself", async () => {
      const { handle } = get();
      const queue = await startJobs(testEffects({ clock }), handle, { pollingIntervalSeconds: 0.5 });
      try {
        const names = (await queue!.boss.getSchedules()).map((s) => s.name);
        expect(names).toContain(PURGE_QUEUE);
        expect(names).not.toContain(EMBEDDED_MAINTENANCE_QUEUE);
      } finally {
        await stopJobs();
      }
    });
  }
});
