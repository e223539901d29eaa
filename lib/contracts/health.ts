/** GET /api/v1/health: the process is up and serving (no dependency is checked). */
export interface HealthDto {
  status: "ok";
}

/** One readiness check: whether it passed, how long it took, and why not. */
export interface ReadinessCheckDto {
  ok: boolean;
  ms: number;
  /** A short reason: "timeout", a driver code such as "ECONNREFUSED", "not_migrated", "pending", "not_checked". */
  error?: string;
  /** Migrations of the journal the database has not applied, by tag. */
  pending?: string[];
}

/**
 * GET /api/v1/ready: 200 when the database answers and every migration is applied;
 * otherwise 503 with Retry-After and the failing check.
 */
export interface ReadinessDto {
  status: "ready" | "unavailable";
  code?: "service_unavailable";
  checks: { database: ReadinessCheckDto; migrations: ReadinessCheckDto };
}
