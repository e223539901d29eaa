import "server-only";
import type { SessionDomain } from "@/db/schema";
import { afterEnclosingCommit } from "@/db/transaction-scope";
import { env } from "@/lib/env";
import type { Account } from "./accounts";
import { sessionEvents } from "./session-events";

/**
 * Resolved sessions of this process, by domain and token hash, so an authenticated request
 * costs no statement for its session (issue 14). An entry is what one lookup read: the
 * session's row fields that decide its validity and the account it carries.
 *
 * Correctness rests on three things:
 * - expiry is still judged at every request from the cached deadlines (sessions.ts), and
 *   the `lastSeenAt` touch still writes every SESSION_TOUCH_INTERVAL_MS, updating the entry;
 * - every change of what an entry holds is announced (`sessionEvents()`: "ended" by logout,
 *   password change, deletion, blocking; "account-changed" by every writer of an account
 *   column the session carries) and drops the subject's entries before the writing
 *   request answers;
 * - a lookup that began before an invalidation does not store what it read (`epoch`): it may
 *   have read the row a moment before the change committed.
 * The TTL bounds what no event can reach: another server instance's writes until issue 18
 * relays the events, and hand edits of the database.
 */
export interface CachedSession {
  id: string;
  domain: SessionDomain;
  subjectId: string;
  upstreamId: string | null;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  account: Account;
}

interface Entry {
  value: CachedSession;
  /** When it was read, on the clock of the requests (ms). */
  storedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without an event; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
}

/** 10 s (SESSION_CACHE_TTL_MS): across instances (before issue 18) a change is seen within that; one lookup per token per 10 s costs nothing. */
export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 10_000, maxEntries: 10_000 };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private currentEpoch = 0;

  constructor(readonly options: SessionCacheOptions) {}

  static key(domain: SessionDomain, tokenHash: string): string {
    return `${domain}:${tokenHash}`;
  }

  /** Taken before a database lookup and handed to `store`. */
  epoch(): number {
    return this.currentEpoch;
  }

  get(key: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now.getTime() - entry.storedAt;
    if (age < 0 || age >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps what a lookup begun at `epoch` read, unless something was invalidated since. */
  store(key: string, value: CachedSession, now: Date, epoch: number): void {
    if (this.options.ttlMs <= 0 || epoch !== this.currentEpoch) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now.getTime() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The entry's session was touched: its new deadlines, keeping its age. */
  touched(key: string, lastSeenAt: Date, idleExpiresAt: Date, upstreamId: string | null): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = { ...entry.value, lastSeenAt, idleExpiresAt, upstreamId };
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry of an account (all its sessions), and lookups in flight. */
  invalidateSubject(domain: SessionDomain, subjectId: string): void {
    this.currentEpoch++;
    for (const [key, entry] of this.entries) {
      if (entry.value.domain === domain && entry.value.subjectId === subjectId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.currentEpoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Wires a cache to the session events of this process; returns the unsubscribe. */
export function listenToSessionEvents(cache: SessionCache): () => void {
  const events = sessionEvents();
  // Announced inside a transaction, the change is not yet visible to other requests: a
  // lookup between now and the commit would read (and store) the old row, so it is dropped
  // again once the transaction commits.
  const drop = (event: { domain: SessionDomain; subjectId: string }) => {
    cache.invalidateSubject(event.domain, event.subjectId);
    afterEnclosingCommit(() => cache.invalidateSubject(event.domain, event.subjectId));
  };
  events.on("ended", drop);
  events.on("account-changed", drop);
  return () => {
    events.off("ended", drop);
    events.off("account-changed", drop);
  };
}

// One per process on globalThis: server.ts and Next's compiled routes load separate copies
// of this module, and an event announced by one copy must reach the cache the other reads.
const KEY = Symbol.for("accordo.session-cache");
type Holder = { [KEY]?: SessionCache };

export function sessionCache(): SessionCache {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const cache = new SessionCache({ ...SESSION_CACHE_DEFAULTS, ttlMs: env().SESSION_CACHE_TTL_MS });
    listenToSessionEvents(cache);
    holder[KEY] = cache;
  }
  return holder[KEY];
}
