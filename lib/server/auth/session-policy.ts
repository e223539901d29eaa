import "server-only";
import type { SessionDomain } from "@/db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Idle (sliding) and absolute lifetimes per domain (checklist 13). */
export const SESSION_LIFETIMES: Record<SessionDomain, { idleMs: number; absoluteMs: number }> = {
  owner: { idleMs: 30 * DAY, absoluteMs: 180 * DAY },
  flame: { idleMs: 30 * DAY, absoluteMs: 365 * DAY },
  estimator: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  administrator: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
};

/** A session's idle deadline is pushed forward at most this often, to spare writes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;

/** Lifetimes of single-use links (checklist 2). */
export const TOKEN_LIFETIMES_MS = {
  magic_login: 15 * MINUTE,
  password_reset: HOUR,
  email_verification: DAY,
  auth_handoff: MINUTE,
  invitation: 30 * DAY,
  live_ticket: 30_000,
} as const;
