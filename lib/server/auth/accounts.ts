import "server-only";
import { eq, getTableColumns } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, estimators, flameUsers, owners, type SessionDomain } from "@/db/schema";
import { isLocale, type Locale } from "@/i18n/config";
import type { PlanState } from "@/lib/billing/access";
import { announceAccountChanged } from "./session-events";

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
  /** An owner's plan fields (the policy's tier); null for the other domains. */
  plan: PlanState | null;
}

export const TABLES = {
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

export type AccountRow = {
  id: string;
  email: string;
  status: string;
  locale: string | null;
  passwordHash?: string | null;
  subscriptionPlan?: string;
  subscriptionStatus?: string | null;
  subscribeEndDate?: Date | null;
  subscriptionCancelAtPeriodEnd?: boolean;
  subscriptionPreviousPlan?: string | null;
};

/** The plan fields of an owner row. */
export function planStateOf(row: Pick<AccountRow, "subscriptionPlan" | "subscriptionStatus" | "subscribeEndDate" | "subscriptionCancelAtPeriodEnd" | "subscriptionPreviousPlan">): PlanState {
  return {
    code: row.subscriptionPlan ?? "none",
    status: row.subscriptionStatus ?? null,
    endsAt: row.subscribeEndDate ?? null,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd ?? false,
    previousCode: row.subscriptionPreviousPlan ?? null,
  };
}

export function toAccount(domain: SessionDomain, row: AccountRow | undefined): Account | null {
  if (!row) return null;
  return {
    domain,
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash ?? null,
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : null,
    active: ACTIVE_STATUSES[domain].includes(row.status),
    plan: domain === "owner" ? planStateOf(row) : null,
  };
}

const PLAN_COLUMNS = {
  subscriptionPlan: owners.subscriptionPlan,
  subscriptionStatus: owners.subscriptionStatus,
  subscribeEndDate: owners.subscribeEndDate,
  subscriptionCancelAtPeriodEnd: owners.subscriptionCancelAtPeriodEnd,
  subscriptionPreviousPlan: owners.subscriptionPreviousPlan,
};

/** The columns an Account is made of, in the table of `domain`. */
export function accountColumns(domain: SessionDomain) {
  const table = TABLES[domain];
  const columns = getTableColumns(table) as Partial<ReturnType<typeof getTableColumns<typeof owners>>>;
  return {
    id: table.id,
    email: table.email,
    status: table.status,
    locale: table.locale,
    ...(columns.passwordHash ? { passwordHash: columns.passwordHash } : {}),
    ...(domain === "owner" ? PLAN_COLUMNS : {}),
  };
}

export async function findAccountByEmail(db: Db, domain: SessionDomain, email: string): Promise<Account | null> {
  const table = TABLES[domain];
  const [row] = await db.select().from(table).where(eq(table.email, email.toLowerCase())).limit(1);
  return toAccount(domain, row as AccountRow | undefined);
}

export async function findAccountById(db: Db, domain: SessionDomain, id: string): Promise<Account | null> {
  const table = TABLES[domain];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return toAccount(domain, row as AccountRow | undefined);
}

export async function touchLastVisit(db: Db, domain: SessionDomain, id: string, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ lastVisitAt: now }).where(eq(table.id, id));
}

export async function storePasswordHash(db: Db, domain: Exclude<SessionDomain, "flame">, id: string, passwordHash: string, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(table.id, id));
  announceAccountChanged({ domain, subjectId: id });
}

export async function storeLocale(db: Db, domain: SessionDomain, id: string, locale: Locale, now: Date): Promise<void> {
  const table = TABLES[domain];
  await db.update(table).set({ locale, updatedAt: now }).where(eq(table.id, id));
  announceAccountChanged({ domain, subjectId: id });
}
