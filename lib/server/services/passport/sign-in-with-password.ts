import "server-only";
import type { Db } from "@/db/client";
import type { SessionDomain } from "@/db/schema";
import { findAccountByEmail } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { verifyPassword } from "@/lib/server/auth/passwords";
import { reserveAttempt, type Reservation } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";

export interface PasswordSignIn {
  domain: Exclude<SessionDomain, "flame">;
  email: string;
  password: string;
}

/**
 * Password sign-in for administrators, estimators and owners. Unknown e-mail, wrong
 * password and inactive account all end in the same `auth:incorrect_credentials`
 * after the same amount of hashing (checklist 8). Ten failures from one address or
 * against one account within ten minutes lock further attempts, even with the right
 * password, until the window passes (checklist 7).
 */
export async function signInWithPassword(db: Db, input: PasswordSignIn, meta: RequestMeta): Promise<IssuedSession> {
  const email = input.email.toLowerCase();
  // The attempt is counted as a failure before the password is checked, in the same
  // atomic step as the check of the limit (finding 3), and taken back if it succeeds.
  let attempt: Reservation;
  try {
    attempt = await reserveAttempt(db, [["loginFailuresPerIp", meta.ip], ["loginFailuresPerAccount", `${input.domain}:${email}`]], meta.now);
  } catch (error) {
    await recordAuthEvent(db, { domain: input.domain, event: "login_throttled", email, ...metaFields(meta) });
    throw error;
  }
  const account = await findAccountByEmail(db, input.domain, email);
  const matches = await verifyPassword(account?.passwordHash, input.password);
  if (!account || !matches || !account.active) {
    await recordAuthEvent(db, { domain: input.domain, event: "login_failure", subjectId: account?.id, email, ...metaFields(meta) });
    throw new AppError("auth:incorrect_credentials");
  }
  await attempt.release();
  const issued = await createSession(db, account, meta.now, meta);
  await recordAuthEvent(db, { domain: input.domain, event: "login_success", subjectId: account.id, email, detail: { method: "password" }, ...metaFields(meta) });
  return issued;
}

export function metaFields(meta: RequestMeta) {
  return { ip: meta.ip, userAgent: meta.userAgent, upstreamId: meta.upstreamId, now: meta.now };
}
