import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import journal from "@/db/migrations/meta/_journal.json";
import type { ReadinessCheckDto, ReadinessDto } from "@/lib/contracts/health";
import { databaseUnavailableReason } from "@/lib/server/http/database-unavailable";
import type { LiveHub } from "@/lib/server/effects";

/** A load balancer asks often and must get an answer before its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface MigrationEntry {
  tag: string;
  /** Drizzle records this instant as `created_at` of the applied migration. */
  when: number;
}

export interface ReadinessOptions {
  timeoutMs?: number;
  /** The migrations the code expects; the committed drizzle journal by default. */
  journal?: MigrationEntry[];
  /** The live hub: when it has a shared transport (Redis), that is checked too. */
  hub?: Pick<LiveHub, "probe">;
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reasonOf(error: unknown): string {
  if (error instanceof Timeout) return "timeout";
  const code = (error as { cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  return databaseUnavailableReason(error) ?? (typeof code === "string" ? code : "error");
}

/**
 * Whether this process can serve requests: the database answers `select 1` within the
 * timeout, and every migration of the drizzle journal is recorded in
 * drizzle.__drizzle_migrations (a server started on an older schema is not ready). With
 * Redis (REDIS_URL), Redis is checked too: down, the instance still serves (rate limits,
 * tickets and quotas live in the database) but its live channel reaches only its own
 * sockets, so it is "degraded" and stays in the load balancer.
 */
export async function checkReadiness(db: Db, options: ReadinessOptions = {}): Promise<ReadinessDto> {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const expected = options.journal ?? journal.entries;

  let started = performance.now();
  let database: ReadinessCheckDto;
  try {
    await within(db.execute(sql`select 1`), timeoutMs);
    database = { ok: true, ms: elapsed(started) };
  } catch (error) {
    database = { ok: false, ms: elapsed(started), error: reasonOf(error) };
  }

  let migrations: ReadinessCheckDto;
  started = performance.now();
  if (!database.ok) {
    migrations = { ok: false, ms: 0, error: "not_checked" };
  } else {
    try {
      const applied = await within(queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`), timeoutMs);
      const appliedAt = new Set(applied.map((row) => Number(row.created_at)));
      const pending = expected.filter((entry) => !appliedAt.has(entry.when)).map((entry) => entry.tag);
      migrations = pending.length ? { ok: false, ms: elapsed(started), error: "pending", pending } : { ok: true, ms: elapsed(started) };
    } catch (error) {
      // 42P01 / 3F000: no migration table, or no drizzle schema: never migrated.
      const reason = reasonOf(error);
      const neverMigrated = reason === "42P01" || reason === "3F000";
      migrations = neverMigrated
        ? { ok: false, ms: elapsed(started), error: "not_migrated", pending: expected.map((entry) => entry.tag) }
        : { ok: false, ms: elapsed(started), error: reason };
    }
  }

  const redis = options.hub?.probe ? await options.hub.probe(timeoutMs) : undefined;
  const checks = redis ? { database, migrations, redis } : { database, migrations };
  if (!database.ok || !migrations.ok) return { status: "unavailable", code: "service_unavailable", checks };
  if (redis && !redis.ok) return { status: "degraded", degraded: ["live_channel"], checks };
  return { status: "ready", checks };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
