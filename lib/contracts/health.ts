import { z } from "zod";

/** GET /api/v1/health: the process is up and serving (no dependency is checked). */
export const HealthDto = z.object({ status: z.literal("ok") });
export type HealthDto = z.infer<typeof HealthDto>;

/** One readiness check: whether it passed, how long it took, and why not. */
export const ReadinessCheckDto = z.object({
  ok: z.boolean(),
  ms: z.number(),
  /** A short reason: "timeout", a driver code such as "ECONNREFUSED", "not_migrated", "pending", "not_checked". */
  error: z.string().optional(),
  /** Migrations of the journal the database has not applied, by tag. */
  pending: z.array(z.string()).optional(),
});
export type ReadinessCheckDto = z.infer<typeof ReadinessCheckDto>;

/** What still works with less than every dependency: "live_channel" = messages reach this instance's sockets only (Redis down). */
export const DegradedPart = z.enum(["live_channel"]);

/**
 * GET /api/v1/ready: 200 "ready" when the database answers and every migration is applied
 * (and Redis answers, when REDIS_URL is set); 200 "degraded" when only Redis is down (the
 * instance still serves; `degraded` says which part); otherwise 503 with Retry-After and the
 * failing check.
 */
export const ReadinessDto = z.object({
  status: z.enum(["ready", "degraded", "unavailable"]),
  code: z.literal("service_unavailable").optional(),
  degraded: z.array(DegradedPart).optional(),
  checks: z.object({ database: ReadinessCheckDto, migrations: ReadinessCheckDto, redis: ReadinessCheckDto.optional() }),
});
export type ReadinessDto = z.infer<typeof ReadinessDto>;
