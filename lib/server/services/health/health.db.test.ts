import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows, type Db } from "@/db/client";
import journal from "@/db/migrations/meta/_journal.json";
import { GET as health } from "@/app/api/v1/health/route";
import { GET as ready } from "@/app/api/v1/ready/route";
import { useServerEffects } from "@/lib/server/composition-root";
import { createRedisHub } from "@/lib/server/live/redis-hub";
import { log } from "@/lib/server/log";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { checkReadiness } from "./check-readiness";

const latest = journal.entries.at(-1)!;

describeEachDatabase("health and readiness", ({ get, clock }) => {
  it("health answers 200 ok without looking at anything", async () => {
    const result = await call(health, { path: "/api/v1/health" });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: "ok" });
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers 200 when the database answers and every migration is applied", async () => {
    const result = await call(ready, { path: "/api/v1/ready" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "ready", checks: { database: { ok: true }, migrations: { ok: true } } });
  });

  it("ready answers 503 with Retry-After and names the migration the database lacks", async () => {
    const { db } = get();
    const [removed] = await queryRows<{ hash: string; created_at: string | number }>(
      db,
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when} returning hash, created_at`,
    );
    expect(removed, "the latest migration is recorded").toBeDefined();
    try {
      const result = await call(ready, { path: "/api/v1/ready" });
      expect(result.status).toBe(503);
      expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(result.body).toMatchObject({
        status: "unavailable",
        code: "service_unavailable",
        checks: { database: { ok: true }, migrations: { ok: false, error: "pending", pending: [latest.tag] } },
      });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed!.hash}, ${removed!.created_at})`);
    }
    expect((await call(ready, { path: "/api/v1/ready" })).status).toBe(200);
  });

  it("a server whose code expects a newer migration than the database has is not ready", async () => {
    const readiness = await checkReadiness(get().db, { journal: [...journal.entries, { tag: "9999_future", when: latest.when + 1 }] });
    expect(readiness.status).toBe("unavailable");
    expect(readiness.checks.migrations).toMatchObject({ ok: false, pending: ["9999_future"] });
  });

  it("a database that never answers fails the database check at the timeout", async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Db;
    const started = Date.now();
    const readiness = await checkReadiness(silent, { timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(readiness.checks.database).toMatchObject({ ok: false, error: "timeout" });
    expect(readiness.checks.migrations).toMatchObject({ ok: false, error: "not_checked" });
  });

  it("a database that refuses connections fails the database check with the driver's code", async () => {
    const refused = {
      execute: () => Promise.reject(new Error("Failed query: select 1", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }) })),
    } as unknown as Db;
    const readiness = await checkReadiness(refused);
    expect(readiness.checks.database).toMatchObject({ ok: false, error: "ECONNREFUSED" });
  });

  it("with Redis configured but unreachable, ready answers 200 degraded and names the live channel (the instance still serves)", async () => {
    // A real Redis client pointed at a port nothing listens on: what an instance sees during an outage.
    const hub = createRedisHub({ url: "redis://127.0.0.1:1", prefix: "readiness:", instanceId: "test", log });
    useServerEffects({ clock, live: hub });
    try {
      const result = await call(ready, { path: "/api/v1/ready" });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ status: "degraded", degraded: ["live_channel"], checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: false } } });
    } finally {
      useServerEffects({ clock });
      await hub.close?.();
    }
  });
});
