import { afterEach, describe, expect, it } from "vitest";
import type { SessionDomain } from "@/db/schema";
import type { Account } from "./accounts";
import { listenToSessionEvents, SessionCache, type CachedSession } from "./session-cache";
import { announceAccountChanged, announceSessionsEnded } from "./session-events";

const T0 = new Date("2026-11-21T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function entry(subjectId: string, domain: SessionDomain = "owner", id = `session-of-${subjectId}`): CachedSession {
  const account: Account = { domain, id: subjectId, email: `${subjectId}@example.com`, passwordHash: null, status: "verified", locale: null, active: true, plan: null };
  return { id, domain, subjectId, upstreamId: null, lastSeenAt: T0, idleExpiresAt: at(3_600_000), absoluteExpiresAt: at(7_200_000), account };
}

describe("session cache", () => {
  const unsubscribes: Array<() => void> = [];
  afterEach(() => unsubscribes.splice(0).forEach((stop) => stop()));

  it("keeps an entry for its TTL and not a millisecond longer; a clock moved back drops it", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    const key = SessionCache.key("owner", "hash-a");
    cache.store(key, entry("a"), T0, cache.epoch());
    expect(cache.get(key, at(9_999))?.subjectId).toBe("a");
    expect(cache.get(key, at(10_000))).toBeUndefined();
    expect(cache.size).toBe(0);

    cache.store(key, entry("a"), at(5_000), cache.epoch());
    expect(cache.get(key, at(4_999))).toBeUndefined();
  });

  it("keys by domain: a token hash cached for the owner domain is unknown to another domain", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.store(SessionCache.key("owner", "same-hash"), entry("a"), T0, cache.epoch());
    expect(cache.get(SessionCache.key("estimator", "same-hash"), T0)).toBeUndefined();
    expect(cache.get(SessionCache.key("owner", "same-hash"), T0)).toBeDefined();
  });

  it("is bounded: past maxEntries the least recently used entry goes first", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 3 });
    for (const name of ["a", "b", "c"]) cache.store(SessionCache.key("owner", name), entry(name), T0, cache.epoch());
    cache.get(SessionCache.key("owner", "a"), T0); // a is now the most recently used
    cache.store(SessionCache.key("owner", "d"), entry("d"), T0, cache.epoch());
    expect(cache.size).toBe(3);
    expect(cache.get(SessionCache.key("owner", "b"), T0)).toBeUndefined();
    expect(["a", "c", "d"].map((name) => cache.get(SessionCache.key("owner", name), T0)?.subjectId)).toEqual(["a", "c", "d"]);
  });

  it("a TTL of 0 turns it off", () => {
    const cache = new SessionCache({ ttlMs: 0, maxEntries: 10 });
    cache.store(SessionCache.key("owner", "x"), entry("x"), T0, cache.epoch());
    expect(cache.size).toBe(0);
  });

  it("invalidating a subject drops every session of that account, only in its domain", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.store("owner:1", entry("a", "owner", "s1"), T0, cache.epoch());
    cache.store("owner:2", entry("a", "owner", "s2"), T0, cache.epoch());
    cache.store("owner:3", entry("b", "owner", "s3"), T0, cache.epoch());
    cache.store("estimator:4", entry("a", "estimator", "s4"), T0, cache.epoch());
    cache.invalidateSubject("owner", "a");
    expect(["owner:1", "owner:2", "owner:3", "estimator:4"].map((key) => Boolean(cache.get(key, T0)))).toEqual([false, false, true, true]);
  });

  it("a lookup begun before an invalidation does not store what it read (it may predate the change)", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    const before = cache.epoch();
    cache.invalidateSubject("owner", "someone-else");
    cache.store("owner:late", entry("a"), T0, before);
    expect(cache.get("owner:late", T0)).toBeUndefined();
    cache.store("owner:late", entry("a"), T0, cache.epoch());
    expect(cache.get("owner:late", T0)).toBeDefined();
  });

  it("a touch moves the cached deadlines and keeps the entry's age", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.store("owner:t", entry("a"), T0, cache.epoch());
    cache.touched("owner:t", at(1_000), at(99_000), "upstream-1");
    expect(cache.get("owner:t", at(9_000))).toMatchObject({ lastSeenAt: at(1_000), idleExpiresAt: at(99_000), upstreamId: "upstream-1" });
    expect(cache.get("owner:t", at(10_000))).toBeUndefined();
  });

  it("hears the session events: sessions ended and account changed drop the account's entries", () => {
    const cache = new SessionCache({ ttlMs: 10_000, maxEntries: 10 });
    unsubscribes.push(listenToSessionEvents(cache));
    cache.store("owner:e1", entry("ended"), T0, cache.epoch());
    cache.store("owner:c1", entry("changed"), T0, cache.epoch());
    cache.store("owner:k1", entry("kept"), T0, cache.epoch());
    announceSessionsEnded({ domain: "owner", subjectId: "ended", sessionIds: ["session-of-ended"] });
    expect(cache.get("owner:e1", T0)).toBeUndefined();
    announceAccountChanged({ domain: "owner", subjectId: "changed" });
    expect(cache.get("owner:c1", T0)).toBeUndefined();
    expect(cache.get("owner:k1", T0)).toBeDefined();

    unsubscribes.pop()!();
    announceAccountChanged({ domain: "owner", subjectId: "kept" });
    expect(cache.get("owner:k1", T0)).toBeDefined();
  });
});
