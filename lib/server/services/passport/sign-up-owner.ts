import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { owners } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { findAccountById } from "@/lib/server/auth/accounts";
import { recordAuthEvent } from "@/lib/server/auth/audit";
import { hashPassword } from "@/lib/server/auth/passwords";
import { consumeLimit } from "@/lib/server/auth/rate-limit";
import { createSession, type IssuedSession } from "@/lib/server/auth/sessions";
import { AppError } from "@/lib/server/http/app-error";
import type { RequestMeta } from "../request-meta";
import { assertAcceptablePassword } from "./password-reset";
import { throttleMail } from "./request-login-link";
import { metaFields } from "./sign-in-with-password";
import { sendVerificationLink } from "./verification";

export interface OwnerSignUpInput {
  email: string;
  /** Absent for the passwordless first sign-up; a password can be created later in settings. */
  password?: string;
  companyName?: string;
  product: "enterprise" | "love";
  locale: Locale;
}

/**
 * Registers an owner (company, or a love-mobile consumer): the account starts
 * unverified, a verification link is e-mailed, and this browser is signed in.
 * An address already registered answers `record_already_exists`.
 */
export async function signUpOwner(db: Db, input: OwnerSignUpInput, meta: RequestMeta): Promise<IssuedSession> {
  if (input.password) assertAcceptablePassword(input.password);
  const email = input.email.toLowerCase();
  await consumeLimit(db, "signupPerIp", meta.ip, meta.now);
  const [existing] = await db.select({ id: owners.id }).from(owners).where(eq(owners.email, email)).limit(1);
  if (existing) throw new AppError("record_already_exists");
  await throttleMail(db, email, meta);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const inserted = await db
    .insert(owners)
    .values({
      email,
      passwordHash,
      companyName: input.companyName ?? "",
      product: input.product,
      locale: input.locale,
      status: "unverified",
      createdAt: meta.now,
      updatedAt: meta.now,
    })
    .onConflictDoNothing()
    .returning({ id: owners.id });
  // Two sign-ups racing on one address: the unique index lets one through.
  if (!inserted[0]) throw new AppError("record_already_exists");
  const account = (await findAccountById(db, "owner", inserted[0].id))!;
  await sendVerificationLink(db, account, input.locale, meta);
  await recordAuthEvent(db, { domain: "owner", event: "signup", subjectId: account.id, email, detail: { product: input.product, passwordless: !input.password }, ...metaFields(meta) });
  return createSession(db, account, meta.now, meta);
}
