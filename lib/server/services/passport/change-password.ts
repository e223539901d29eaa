import "server-only";
import type { Db } from "@/db/client";
import type { SessionDomain } from "@/db/schema";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { replacePassword } from "@/lib/server/auth/credentials";
import { hashPassword, verifyPassword } from "@/lib/server/auth/passwords";
import { assertCan } from "@/lib/server/auth/policy";
import type { Session } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { assertAcceptablePassword } from "./password-reset";
import { metaFields } from "./sign-in-with-password";

/**
 * Creates or changes the signed-in account's password. An existing password must be
 * confirmed; every other session of the account ends, this one stays (checklist 12), and every
 * pending sign-in or reset link of the account stops working (finding 6).
 */
export async function changePassword(db: Db, session: Session, currentPassword: string | undefined, password: string, meta: RequestMeta): Promise<void> {
  assertCan(session, "password.change");
  // The policy refuses flame users (they have no password), so the domain is one with one.
  const domain = session.domain as Exclude<SessionDomain, "flame">;
  const account = session.account;
  if (account.passwordHash && !(await verifyPassword(account.passwordHash, currentPassword ?? ""))) {
    throw new AppError("auth:incorrect_credentials", 400, { fields: { currentPassword: "incorrect_password" } });
  }
  assertAcceptablePassword(password);
  await replacePassword(db, domain, account.id, await hashPassword(password), meta.now, session.id);
  await recordAuthEvent(db, { domain, event: "password_changed", subjectId: account.id, ...metaFields(meta) });
}
