import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@/lib/server/auth/rate-limit";
import { JOB_SCHEDULES, MAIL_DELIVERY, QUEUE_HOUSEKEEPING, RETENTION } from "./retention";

describe("retention values", () => {
  it("rate-limit hits outlive every limit's window, so purging never loosens a limit", () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) expect(limit.windowMs, name).toBeLessThan(RETENTION.rateLimitHitsMs);
  });

  it("mail retries give up well before a sign-in link (15 min) expires", () => {
    let worstCaseSeconds = 0;
    for (let retry = 1; retry <= MAIL_DELIVERY.retryLimit; retry++) worstCaseSeconds += MAIL_DELIVERY.retryDelaySeconds * 2 ** retry; // pg-boss's backoff: up to delay * 2^n
    expect(worstCaseSeconds).toBeLessThan(15 * 60);
  });

  it("pg-boss keeps cron on: archiving at 60 s or more", () => {
    expect(QUEUE_HOUSEKEEPING.archiveCompletedAfterSeconds).toBeGreaterThanOrEqual(60);
    expect(QUEUE_HOUSEKEEPING.archiveFailedAfterSeconds).toBeGreaterThanOrEqual(60);
    expect(Object.values(JOB_SCHEDULES).every((cron) => cron.split(" ").length === 5)).toBe(true);
  });
});
