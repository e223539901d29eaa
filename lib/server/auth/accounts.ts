import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, estimators, flameUsers, owners, type SessionDomain } from "@/db/schema";
import { isLocale, type Locale } from "@/i18n/config";

/** What sign-in needs to know of an account, whatever its domain. */
export interface Account {
  domain: SessionDomain;
  id: string;
  email: string;
  passwordHash: string | null;
  status: string;
  locale: Locale | null;
  /** May sign in and keep a session: not deleted, disabled or blocked. */
  active: boolean;
}

const TABLES = {
  administrator: administrators,
  estimator: estimators,
  owner: owners,
  flame: flameUsers,
} as const;

const ACTIVE_STATUSES: Record<SessionDomain, readonly string[]> = {
  administrator: ["active"],
  estimator: ["active"],
  owner: ["unverified", "verified"],
  flame: ["active"],
};

type Row = { id: string; email: string; status: string; locale: string | null; passwordHash?: string | null };

function toAccount(domain: SessionDomain, row: Row | undefined): Account | null {
  if (!row) return null;
  return {
    domain,
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash ?? null,
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : null,
    active: ACTIVE_STATUSES[domain].includes(row.status),
  };
}

export async function findAccountByEmail(db: Db, domain: SessionDomain, email: string): Promise<Account | null> {
  const table = TABLES[domain];
  const [row] = await db.select().from(table).where(eq(table.email, email.toLowerCase())).limit(1);
  return toAccount(domain, row as Row | undefined);
}

export async function findAccountById(db: Db, domain: SessionDomain, id: string): Promise<Account | null> {
  const table = TABLES[domain];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return toAccount(domain, row as Row | undefined);
}

export async function touchLastVisit(db: Db, domain: SessionDomain, id: string, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ lastVisitAt: now }).where(eq(table.id, id));
}

export async function storePasswordHash(db: Db, domain: Exclude<SessionDomain, "flame">, id: string, passwordHash: string, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(table.id, id));
}

export async function storeLocale(db: Db, domain: SessionDomain, id: string, locale: Locale, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ locale, updatedAt: now }).where(eq(table.id, id));
}
