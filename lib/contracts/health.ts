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

/**
 * GET /api/v1/ready: 200 when the database answers and every migration is applied;
 * otherwise 503 with Retry-After and the failing check.
 */
export const ReadinessDto = z.object({
  status: z.enum(["ready", "unavailable"]),
  code: z.literal("service_unavailable").optional(),
  checks: z.object({ database: ReadinessCheckDto, migrations: ReadinessCheckDto }),
});
export type ReadinessDto = z.infer<typeof ReadinessDto>;
