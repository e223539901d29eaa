import "server-only";
import type { Db } from "@/db/client";
import { authEvents } from "@/db/schema";

export type AuthEventName =
  | "login_success"
  | "login_failure"
  | "login_throttled"
  | "logout"
  | "magic_link_sent"
  | "magic_link_used"
  | "password_reset_sent"
  | "password_reset_done"
  | "password_changed"
  | "verification_sent"
  | "email_verified"
  | "email_changed"
  | "signup"
  | "account_deleted"
  | "handoff_issued"
  | "handoff_used";

export interface AuthEventInput {
  domain: string;
  event: AuthEventName;
  subjectId?: string | null;
  email?: string | null;
  ip?: string;
  userAgent?: string | null;
  upstreamId?: string | null;
  detail?: Record<string, unknown>;
  now: Date;
}

export async function recordAuthEvent(db: Db, input: AuthEventInput): Promise<void> {
  await db.insert(authEvents).values({
    domain: input.domain,
    event: input.event,
    subjectId: input.subjectId ?? null,
    email: input.email ?? null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    upstreamId: input.upstreamId ?? null,
    detail: input.detail ?? {},
    createdAt: input.now,
  });
}
