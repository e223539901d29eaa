import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { serverEffects } from "@/lib/server/composition-root";
import { attachLiveChannel } from "@/lib/server/live/socket-server";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { openLiveSocket as open, until } from "../support/live-socket";
import { ownerWithSession } from "../support/owner-session";
import * as r from "../support/routes";
import { teamProfiles } from "../support/team-data";

describeEachDatabase("live channel (checklist 29)", ({ get, clock }) => {
  let server: Server;
  let port: number;
  let live: ReturnType<typeof attachLiveChannel>;
  let cookies: Record<string, string>;
  let filled: string[];

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(404).end());
    // The default heartbeat: a socket whose pong is late (the test's process busy for a
    // moment on a loaded machine) would otherwise be dropped as dead mid-test. The dead-client
    // test below has a channel of its own with a short one.
    live = attachLiveChannel(server, serverEffects());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    const me = await ownerWithSession(get().db, "live-owner@example.com");
    cookies = me.cookies;
    ({ filled } = await teamProfiles(get().db, me.owner.id, clock.now()));
  });

  afterAll(async () => {
    await live.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeEnginePool();
  });

  const ticket = async () => (await call(r.liveTicket, { method: "POST", cookies })).body.url as string;

  it("a forged ticket, a reused ticket and a foreign Origin are refused before the upgrade", async () => {
    await expect(open(port, "/api/v1/live?token=forged-ticket-value-0123456789").opened).rejects.toThrow("HTTP 401");
    const url = await ticket();
    const first = open(port, url);
    await first.opened;
    await expect(open(port, url).opened).rejects.toThrow("HTTP 401");
    first.socket.close();
    await expect(open(port, await ticket(), { origin: "https://evil.example" }).opened).rejects.toThrow("HTTP 403");
    await expect(open(port, await ticket(), { origin: null }).opened).rejects.toThrow("HTTP 403");
  });

  it("a ticket expires after 30 seconds", async () => {
    const url = await ticket();
    clock.advance(31_000);
    await expect(open(port, url).opened).rejects.toThrow("HTTP 401");
  });

  it("two tabs of one owner both receive the compute phases of a run, in priority order, and its result", async () => {
    const tabA = open(port, await ticket());
    const tabB = open(port, await ticket());
    await Promise.all([tabA.opened, tabB.opened]);
    const team = await call(r.sceneCreate, { body: { title: "Live team", actors: filled.slice(0, 3).map((profileId) => ({ profileId, events: [] })) }, cookies });
    const run = await call(r.sceneRun, { method: "PUT", params: { id: team.body._id as string }, body: {}, cookies });
    expect(run.body.status).toBe("running");
    for (const tab of [tabA, tabB]) {
      // Generous: the engine's worker thread starts slowly when the machine's cores are busy.
      await until(() => tab.messages.some((m) => m.type === "integralStats" || m.type === "rejectScene"), 30_000);
      expect(tab.messages.filter((m) => m.type === "rejectScene"), "the run was rejected").toEqual([]);
      const phases = tab.messages.filter((m) => m.type === "sceneComputePhase" && m.ruid === run.body.ruid).map((m) => m.phase);
      expect(phases).toEqual(["INIT", "UNITS", "RENDER", "TRANSFER", "DONE"]);
      const progress = tab.messages.filter((m) => m.type === "sceneComputePhase").map((m) => m.progress as number);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(100);
      expect(tab.messages.find((m) => m.type === "integralStats")!.location).toContain(run.body.ruid as string);
    }
    tabA.socket.close();
    tabB.socket.close();
  });

  it("answers the commands: PING, SYNC_HISTORY, SYNC_ACCESS_RULES, SYNC_TUTORIAL, REFLECT_STATE", async () => {
    const tab = open(port, await ticket());
    await tab.opened;
    for (const command of ["PING", "SYNC_HISTORY", "SYNC_ACCESS_RULES", "REFLECT_STATE"]) tab.socket.send(JSON.stringify({ command }));
    tab.socket.send(JSON.stringify({ command: "SYNC_TUTORIAL", tutorial: { tips: false, evil: true } }));
    tab.socket.send("not json");
    tab.socket.send(JSON.stringify({ command: "DROP_TABLES" }));
    await until(() => ["ping", "syncHistory", "syncAccessRules", "reflectState", "syncTutorial"].every((t) => tab.messages.some((m) => m.type === t)));
    expect(tab.messages.find((m) => m.type === "syncAccessRules")!.accessRules).toEqual({ allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true });
    expect(tab.messages.find((m) => m.type === "syncTutorial")!.tutorial).toMatchObject({ tips: false, sceneTips: true });
    expect((tab.messages.find((m) => m.type === "syncTutorial")!.tutorial as object)).not.toHaveProperty("evil");
    expect((tab.messages.find((m) => m.type === "syncHistory")!.history as { counters: object }).counters).toBeDefined();
    tab.socket.close();
  });

  it("a dead client that stops answering pings is dropped; one that answers stays", async () => {
    // The earlier tests' sockets leave the channel's set once closed (closing takes a round trip).
    await until(() => live.clients() === 0);
    // A heartbeat of its own, short enough to see several beats; no engine runs here, so the
    // process is not busy long enough to hold an answering client's pong past a beat.
    const beatingServer = createServer((_req, res) => res.writeHead(404).end());
    const beatingLive = attachLiveChannel(beatingServer, serverEffects(), { heartbeatMs: 300 });
    try {
      await new Promise<void>((resolve) => beatingServer.listen(0, "127.0.0.1", resolve));
      const beatingPort = (beatingServer.address() as AddressInfo).port;
      const answering = open(beatingPort, await ticket());
      const dead = open(beatingPort, await ticket(), { autoPong: false });
      await Promise.all([answering.opened, dead.opened]);
      expect(beatingLive.clients()).toBe(2);
      expect(await dead.closed).toBe(1006);
      await new Promise((resolve) => setTimeout(resolve, 4 * 300));
      expect(answering.socket.readyState).toBe(answering.socket.OPEN);
      expect(beatingLive.clients()).toBe(1);
      answering.socket.close();
      await until(() => beatingLive.clients() === 0);
    } finally {
      await beatingLive.close();
      await new Promise<void>((resolve) => beatingServer.close(() => resolve()));
    }
  });

  it("messages over 64 KiB close the socket", async () => {
    const tab = open(port, await ticket());
    await tab.opened;
    tab.socket.send("x".repeat(70 * 1024));
    expect(await tab.closed).toBe(1009);
  });

  it("a slow consumer that stops reading is closed instead of growing server memory", async () => {
    const slowServer = createServer((_req, res) => res.writeHead(404).end());
    const slowLive = attachLiveChannel(slowServer, serverEffects(), { maxBufferedBytes: 64 * 1024 });
    await new Promise<void>((resolve) => slowServer.listen(0, "127.0.0.1", resolve));
    const slowPort = (slowServer.address() as AddressInfo).port;
    const tab = open(slowPort, await ticket());
    await tab.opened;
    // Stop reading from the socket: the server's unsent data piles up.
    (tab.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const ownerId = (await call(r.ownerSelfGet, { cookies })).body._id as string;
    const big = "x".repeat(16 * 1024);
    for (let i = 0; i < 2000 && slowLive.clients() > 0; i++) {
      serverEffects().live.publish(ownerId, { type: "renderPair", pairId: String(i), result: big });
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => slowLive.clients() === 0);
    await slowLive.close();
    await new Promise<void>((resolve) => slowServer.close(() => resolve()));
  });

  it("logging out closes the sockets opened by that session (checklist 12, 14)", async () => {
    const tab = open(port, await ticket());
    await tab.opened;
    await call(r.ownerLogout, { method: "POST", cookies });
    expect(await tab.closed).toBe(4001);
  });
});
