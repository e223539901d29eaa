import "server-only";
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "@/db/client";
import { administrators, estimators, flameUsers, owners, sessions, type SessionDomain } from "@/db/schema";
import { isLocale, type Locale } from "@/i18n/config";
import type { PlanState } from "@/lib/billing/access";

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

type Row = {
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
export function planStateOf(row: Pick<Row, "subscriptionPlan" | "subscriptionStatus" | "subscribeEndDate" | "subscriptionCancelAtPeriodEnd" | "subscriptionPreviousPlan">): PlanState {
  return {
    code: row.subscriptionPlan ?? "none",
    status: row.subscriptionStatus ?? null,
    endsAt: row.subscribeEndDate ?? null,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd ?? false,
    previousCode: row.subscriptionPreviousPlan ?? null,
  };
}

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
function accountColumns(domain: SessionDomain) {
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

export type SessionRow = typeof sessions.$inferSelect;

/**
 * A session by its token hash with, in the same statement, the account of `domain` it
 * belongs to: null when the session is of another domain or its account is gone. Every
 * authenticated request starts here, so it is one round trip.
 */
export async function findSessionWithAccount(db: Db, tokenHash: string, domain: SessionDomain): Promise<{ session: SessionRow; account: Account | null } | null> {
  const table = TABLES[domain];
  const [found] = await db
    .select({ session: sessions, account: accountColumns(domain) })
    .from(sessions)
    .leftJoin(table, and(eq(table.id, sessions.subjectId), eq(sessions.domain, domain)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!found) return null;
  return { session: found.session, account: toAccount(domain, (found.account ?? undefined) as Row | undefined) };
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
