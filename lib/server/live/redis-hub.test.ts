// The Redis hub against a real Redis (no mock): REDIS_URL (CI sets it) for fan-out between two
// hubs standing for two instances, and a redis-server of this test's own on a spare port for
// an outage, so the shared server is never stopped.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { LiveHub } from "./hub";
import type { LiveMessage } from "./messages";
import { createRedisHub } from "./redis-hub";

const REDIS_URL = process.env.REDIS_URL;
const HAS_REDIS_SERVER = spawnSync("redis-server", ["--version"]).status === 0;
if (!REDIS_URL) console.info("[redis-hub] SKIPPED: REDIS_URL is unset (CI sets it; e.g. REDIS_URL=redis://127.0.0.1:6379)");

const silent = pino({ level: "silent" });
const log = () => silent;
const ping = (at: string): LiveMessage => ({ type: "ping", at });

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startRedisServer(port: number): ChildProcess {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
}

async function stopRedisServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
}

const hubs: LiveHub[] = [];
const servers: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close?.()));
  await Promise.all(servers.splice(0).map(stopRedisServer));
});

function hub(url: string, prefix: string, instanceId: string): LiveHub {
  const created = createRedisHub({ url, prefix, instanceId, log });
  hubs.push(created);
  return created;
}

async function connected(...all: LiveHub[]): Promise<void> {
  await until(async () => (await Promise.all(all.map((h) => h.probe!(500)))).every((p) => p.ok));
}

describe.skipIf(!REDIS_URL)("live hub carried by Redis", () => {
  it("a message published on one instance reaches the owner's listeners on both, once each, and no other owner or deployment", async () => {
    const prefix = `test:${randomBytes(4).toString("hex")}:`;
    const a = hub(REDIS_URL!, prefix, "a");
    const b = hub(REDIS_URL!, prefix, "b");
    const elsewhere = hub(REDIS_URL!, `test:${randomBytes(4).toString("hex")}:`, "c");
    await connected(a, b, elsewhere);
    const heard = { a: [] as LiveMessage[], b: [] as LiveMessage[], otherOwner: [] as LiveMessage[], elsewhere: [] as LiveMessage[] };
    a.subscribe("owner-1", (m) => heard.a.push(m));
    b.subscribe("owner-1", (m) => heard.b.push(m));
    b.subscribe("owner-2", (m) => heard.otherOwner.push(m));
    elsewhere.subscribe("owner-1", (m) => heard.elsewhere.push(m));

    a.publish("owner-1", ping("1"));
    b.publish("owner-1", ping("2"));
    await until(() => heard.a.length === 2 && heard.b.length === 2);
    await new Promise((r) => setTimeout(r, 200)); // room for a duplicate to arrive
    expect(heard.a).toEqual([ping("1"), ping("2")]);
    expect(heard.b).toEqual([ping("2"), ping("1")]); // its own at once, the other's through Redis
    expect(heard.otherOwner).toEqual([]);
    expect(heard.elsewhere).toEqual([]);
    expect(a.mayHaveListeners("nobody-here")).toBe(true);
  });

  it.skipIf(!HAS_REDIS_SERVER)("Redis down: each instance still delivers its own messages and the probe says why; back: listeners are told messages were lost, and fan-out resumes", async () => {
    const port = await sparePort();
    const url = `redis://127.0.0.1:${port}`;
    servers.push(startRedisServer(port));
    const prefix = "outage:";
    const a = hub(url, prefix, "a");
    const b = hub(url, prefix, "b");
    await connected(a, b);
    const heardOnB: LiveMessage[] = [];
    let lostOnB = 0;
    b.subscribe("owner", (m) => heardOnB.push(m));
    b.onMessagesLost!(() => lostOnB++);

    await stopRedisServer(servers.pop()!);
    await until(async () => !(await b.probe!(500)).ok);
    const down = await b.probe!(500);
    expect(down.ok).toBe(false);
    expect(down.error).toBeTruthy();
    b.publish("owner", ping("local during the outage"));
    a.publish("owner", ping("lost during the outage"));
    expect(heardOnB).toEqual([ping("local during the outage")]);

    servers.push(startRedisServer(port));
    await until(() => lostOnB === 1);
    await connected(a, b);
    a.publish("owner", ping("after"));
    await until(() => heardOnB.length === 2);
    expect(heardOnB).toEqual([ping("local during the outage"), ping("after")]);
    expect(lostOnB).toBe(1);
  });
});
