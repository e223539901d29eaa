// The session-event relay against a real Redis (REDIS_URL; CI sets it): two emitters stand
// for two instances' sessionEvents().
import { EventEmitter } from "node:events";
import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionEventMap } from "./session-events";
import { relaySessionEvents } from "./session-relay";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info("[session-relay] SKIPPED: REDIS_URL is unset (CI sets it; e.g. REDIS_URL=redis://127.0.0.1:6379)");
const silent = pino({ level: "silent" });
const relays: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.close()));
});

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!REDIS_URL)("session events relayed between instances", () => {
  it("a logout announced on one instance is announced on the other once, marked relayed, and not sent back", async () => {
    const prefix = `test:${randomBytes(4).toString("hex")}:`;
    const a = new EventEmitter<SessionEventMap>();
    const b = new EventEmitter<SessionEventMap>();
    relays.push(relaySessionEvents({ url: REDIS_URL!, prefix, instanceId: "a", log: () => silent, events: a }));
    relays.push(relaySessionEvents({ url: REDIS_URL!, prefix, instanceId: "b", log: () => silent, events: b }));
    const heardOnA: unknown[] = [];
    const heardOnB: unknown[] = [];
    const probes: unknown[] = [];
    a.on("ended", (e) => heardOnA.push(e));
    b.on("ended", (e) => heardOnB.push(e));
    b.on("account-changed", (e) => probes.push(e));
    // Subscriptions are made on connecting: wait until a probe event gets through.
    await until(() => {
      a.emit("account-changed", { domain: "owner", subjectId: "probe" });
      return probes.length > 0;
    });
    expect(probes[0]).toEqual({ domain: "owner", subjectId: "probe", relayed: true });

    a.emit("ended", { domain: "owner", subjectId: "owner-1", sessionIds: ["s1"] });
    await until(() => heardOnB.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(heardOnB).toEqual([{ domain: "owner", subjectId: "owner-1", sessionIds: ["s1"], relayed: true }]);
    expect(heardOnA).toEqual([{ domain: "owner", subjectId: "owner-1", sessionIds: ["s1"] }]);
  });
});
