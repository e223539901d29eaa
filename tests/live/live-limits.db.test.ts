import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { serverEffects } from "@/lib/server/composition-root";
import { attachLiveChannel, type LiveChannelOptions } from "@/lib/server/live/socket-server";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { openLiveSocket as open, until, within, type Received } from "../support/live-socket";
import { ownerWithSession } from "../support/owner-session";
import * as r from "../support/routes";

type Cookies = Record<string, string>;
type Tab = ReturnType<typeof open>;

/** No rate limit to speak of, so a test sees the owner's queue alone. */
const UNTHROTTLED = { commandBurst: 100_000, commandsPerSecond: 100_000 };

const count = (messages: Received[], type: string) => messages.filter((m) => m.type === type).length;

/** Sends `command` and resolves when its reply of `type` has arrived. */
async function reply(tab: Tab, command: string, type: string): Promise<void> {
  const before = count(tab.messages, type);
  tab.socket.send(JSON.stringify({ command }));
  await until(() => count(tab.messages, type) > before, 30_000);
}

/** Waits until no reply has arrived for `quietMs`. */
async function settled(tab: Tab, quietMs = 400): Promise<void> {
  let seen = -1;
  while (tab.messages.length !== seen) {
    seen = tab.messages.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

describeEachDatabase("live channel limits (security finding 2, checklist 29)", ({ get }) => {
  let ownerA: Cookies;
  let ownerB: Cookies;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    ownerA = (await ownerWithSession(get().db, "live-limits-a@example.com")).cookies;
    ownerB = (await ownerWithSession(get().db, "live-limits-b@example.com")).cookies;
  });

  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  afterAll(async () => {
    await closeEnginePool();
  });

  /** A server with its own live channel and limits; stopped after the test. */
  async function startLive(options: LiveChannelOptions) {
    const server = createServer((_req, res) => res.writeHead(404).end());
    const live = attachLiveChannel(server, serverEffects(), { heartbeatMs: 60_000, ...options });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stops.push(async () => {
      await live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    return { port: (server.address() as AddressInfo).port, live };
  }

  const ticket = async (cookies: Cookies) => (await call(r.liveTicket, { method: "POST", cookies })).body.url as string;
  const from = (address: string) => ({ headers: { "x-accordo-client-ip": address } });

  it("finding 2 (checklist 29): a flood of commands past the per-socket rate limit closes the socket with 1008", async () => {
    const { port } = await startLive({ commandBurst: 5, commandsPerSecond: 1 });
    const tab = open(port, await ticket(ownerA));
    await tab.opened;
    for (let i = 0; i < 5; i++) tab.socket.send(JSON.stringify({ command: "PING" }));
    await until(() => count(tab.messages, "ping") === 5);
    for (let i = 0; i < 3000; i++) tab.socket.send(JSON.stringify({ command: "SYNC_HISTORY" }));
    expect(await within(tab.closed, 5000)).toBe(1008);
    expect(count(tab.messages, "syncHistory")).toBeLessThanOrEqual(5); // at most a refilled burst of the 3,000
  });

  it("finding 2 (checklist 29): one more socket than the per-account cap is refused with 429, other accounts are not", async () => {
    const { port, live } = await startLive({ maxSocketsPerAccount: 2 });
    const first = open(port, await ticket(ownerA));
    const second = open(port, await ticket(ownerA));
    await Promise.all([first.opened, second.opened]);
    await expect(open(port, await ticket(ownerA)).opened).rejects.toThrow("HTTP 429");
    const other = open(port, await ticket(ownerB));
    await other.opened;
    // A closed socket gives its place back.
    first.socket.close();
    await until(() => live.clients() === 2);
    const again = open(port, await ticket(ownerA));
    await again.opened;
    for (const tab of [second, other, again]) tab.socket.close();
  });

  it("finding 2 (checklist 29): one more socket than the per-address cap is refused with 429 before its ticket is used", async () => {
    const { port } = await startLive({ maxSocketsPerAddress: 2, maxSocketsPerAccount: 10 });
    const a = open(port, await ticket(ownerA), from("198.51.100.7"));
    const b = open(port, await ticket(ownerB), from("198.51.100.7"));
    await Promise.all([a.opened, b.opened]);
    const url = await ticket(ownerA);
    await expect(open(port, url, from("198.51.100.7")).opened).rejects.toThrow("HTTP 429");
    // The refused upgrade did not redeem the ticket: it still opens from another address.
    const elsewhere = open(port, url, from("198.51.100.8"));
    await elsewhere.opened;
    for (const tab of [a, b, elsewhere]) tab.socket.close();
  });

  it("finding 2 (checklist 29): a flood of commands from owner A does not hold up owner B's replies or requests", async () => {
    const { port } = await startLive(UNTHROTTLED);
    const a = open(port, await ticket(ownerA));
    const b = open(port, await ticket(ownerB));
    await Promise.all([a.opened, b.opened]);
    // Everything is measured from the moment the flood is sent: the client runs in this
    // process too, so a stalled server would stall a clock started any later.
    const started = performance.now();
    const since = async (done: Promise<unknown>) => {
      await done;
      return performance.now() - started;
    };
    for (let i = 0; i < 3000; i++) a.socket.send(JSON.stringify({ command: "SYNC_HISTORY" }));
    const ping = since(reply(b, "PING", "ping"));
    const rules = since(reply(b, "SYNC_ACCESS_RULES", "syncAccessRules"));
    // The HTTP request starts once the server has A's flood in hand.
    const request = since(new Promise((resolve) => setTimeout(resolve, 20)).then(() => call(r.ownerSelfGet, { cookies: ownerB })));
    expect(await ping, "B's PING answered (ms)").toBeLessThan(1000);
    expect(await rules, "B's SYNC_ACCESS_RULES answered (ms)").toBeLessThan(1000);
    expect(await request, "B's GET /owner/self answered (ms)").toBeLessThan(1000);
    a.socket.terminate();
    b.socket.close();
  });

  it("finding 2 (checklist 29): an owner's queued commands are bounded; the rest are dropped and the socket stays usable", async () => {
    const { port } = await startLive({ ...UNTHROTTLED, maxQueuedCommandsPerOwner: 3 });
    const tab = open(port, await ticket(ownerA));
    await tab.opened;
    for (let i = 0; i < 300; i++) tab.socket.send(JSON.stringify({ command: "SYNC_HISTORY" }));
    await until(() => count(tab.messages, "syncHistory") > 0, 30_000);
    await settled(tab);
    const executed = count(tab.messages, "syncHistory");
    // The running command and the 3 waiting, and a few let in as the queue drained while
    // the flood was still arriving; the old code ran all 300.
    expect(executed).toBeGreaterThanOrEqual(1);
    expect(executed).toBeLessThanOrEqual(10);
    await reply(tab, "PING", "ping");
    tab.socket.close();
  });
});
