import { describe, expect, it } from "vitest";
import { LiveClient, PING_INTERVAL_MS, RECONNECT_DELAY_MS, RESYNC_CLOSE_CODE, RESYNC_RECONNECT_SPREAD_MS, type LiveDeps } from "./live";

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.({});
  }
}

function harness(ticket: () => Promise<string | null> = async () => "ws://x/api/v1/live?token=t") {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ fn: () => void; ms: number; repeat: boolean; live: boolean }> = [];
  const deps: LiveDeps = {
    ticketUrl: ticket,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms, repeat: false, live: true }) - 1,
    clearTimer: (h) => (timers[h as number]!.live = false),
    setRepeat: (fn, ms) => timers.push({ fn, ms, repeat: true, live: true }) - 1,
    clearRepeat: (h) => (timers[h as number]!.live = false),
    random: () => 0.5,
  };
  return { client: new LiveClient(deps), sockets, timers };
}

describe("live channel client", () => {
  it("goes CONNECTING -> OPEN, asks for the state, pings every 180 s", async () => {
    const { client, sockets, timers } = harness();
    const statuses: string[] = [];
    client.onStatus((s) => statuses.push(s));
    await client.connect();
    sockets[0]!.onopen?.({});
    expect(statuses).toEqual(["CONNECTING", "OPEN"]);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ command: "REFLECT_STATE" })]);
    const ping = timers.find((t) => t.repeat)!;
    expect(ping.ms).toBe(PING_INTERVAL_MS);
    ping.fn();
    expect(sockets[0]!.sent.at(-1)).toBe(JSON.stringify({ command: "PING" }));
  });

  it("reconnects 5 s after the socket closes, with a new ticket", async () => {
    let tickets = 0;
    const { client, sockets, timers } = harness(async () => `ws://x/api/v1/live?token=t${++tickets}`);
    await client.connect();
    sockets[0]!.onopen?.({});
    sockets[0]!.onclose?.({});
    expect(client.status).toBe("RECONNECTING");
    const retry = timers.find((t) => !t.repeat && t.live)!;
    expect(retry.ms).toBe(RECONNECT_DELAY_MS);
    retry.fn();
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets).toHaveLength(2);
    expect(tickets).toBe(2);
  });

  it("asked to resynchronise (1012), reconnects within a spread of 3 s and asks for the state again", async () => {
    const { client, sockets, timers } = harness();
    await client.connect();
    sockets[0]!.onopen?.({});
    sockets[0]!.onclose?.({ code: RESYNC_CLOSE_CODE });
    const retry = timers.find((t) => !t.repeat && t.live)!;
    expect(retry.ms).toBe(RESYNC_RECONNECT_SPREAD_MS / 2);
    retry.fn();
    await Promise.resolve();
    await Promise.resolve();
    sockets[1]!.onopen?.({});
    expect(sockets[1]!.sent).toEqual([JSON.stringify({ command: "REFLECT_STATE" })]);
    expect(client.status).toBe("OPEN");
  });

  it("delivers messages to listeners and ignores garbage", async () => {
    const { client, sockets } = harness();
    const got: unknown[] = [];
    client.onMessage((m) => got.push(m));
    await client.connect();
    sockets[0]!.onopen?.({});
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: "ping", at: "x" }) });
    sockets[0]!.onmessage?.({ data: "{not json" });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ nope: 1 }) });
    expect(got).toEqual([{ type: "ping", at: "x" }]);
  });

  it("close() stops for good: CLOSING then CLOSED, no reconnection", async () => {
    const { client, sockets, timers } = harness();
    const statuses: string[] = [];
    await client.connect();
    sockets[0]!.onopen?.({});
    client.onStatus((s) => statuses.push(s));
    client.close();
    expect(statuses).toEqual(["CLOSING", "CLOSED"]);
    expect(timers.filter((t) => !t.repeat)).toHaveLength(0);
    expect(client.send({ command: "PING" })).toBe(false);
  });
});
