// Helpers of `npm run test:cluster` (scripts/test-cluster.ts): ports, a Redis server of the
// test's own, the live channel as a browser tab uses it (lib/client/live.ts over `ws`), and
// the sign-in link read from the outbox.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import pg from "pg";
import { WebSocket } from "ws";
import { LiveClient, type LiveIncoming, type LiveStatus } from "../../lib/client/live";
import { sparePort } from "./private-postgres";
import { apiJson, sleep } from "./production-server";

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** A free port: from CLUSTER_PORT_BASE upwards (100 of them) when set, so a shared machine's port plan is kept; else any spare one. */
export async function clusterPort(): Promise<number> {
  const base = Number(process.env.CLUSTER_PORT_BASE);
  if (!base) return sparePort();
  for (let port = base; port < base + 100; port++) {
    if (taken.has(port) || !(await isFree(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free port in ${base}-${base + 99}`);
}

/** A redis-server of this test's own, so stopping it never touches the shared one. */
export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: an outage, not a clean shutdown. */
  stop(): Promise<void>;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await clusterPort();
  let child: ChildProcess | undefined;
  const running = () => child && child.exitCode === null && child.signalCode === null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
      for (let i = 0; i < 100 && (await isFree(port)); i++) await sleep(50);
    },
    async stop() {
      if (!running()) return;
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child!.kill("SIGKILL");
      await exited;
    },
  };
  await redis.start();
  return redis;
}

/** A tab's live channel on one instance, with the product's own client (reconnects, REFLECT_STATE on opening). */
export interface Tab {
  messages: LiveIncoming[];
  statuses: LiveStatus[];
  closeCodes: number[];
  client: LiveClient;
  /** Messages about one run. */
  ofRun(ruid: string): LiveIncoming[];
}

export async function openTab(base: string, token: string): Promise<Tab> {
  const origin = base;
  const tab: Tab = {
    messages: [],
    statuses: [],
    closeCodes: [],
    client: undefined as unknown as LiveClient,
    ofRun: (ruid) => tab.messages.filter((m) => m.ruid === ruid),
  };
  tab.client = new LiveClient({
    ticketUrl: async () => {
      const { url } = await apiJson<{ url: string }>(base, "/api/v1/scene/live/ticket", { method: "POST", token });
      return `${base.replace(/^http/, "ws")}${url}`;
    },
    createSocket: (url) => {
      const socket = new WebSocket(url, { headers: { origin } });
      socket.on("close", (code) => tab.closeCodes.push(code));
      return socket as never;
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
    setRepeat: (fn, ms) => setInterval(fn, ms),
    clearRepeat: (handle) => clearInterval(handle as NodeJS.Timeout),
  });
  tab.client.onMessage((m) => tab.messages.push(m));
  tab.client.onStatus((s) => tab.statuses.push(s));
  await tab.client.connect();
  // Subscribed once the server has answered REFLECT_STATE (sent on opening).
  await waitFor(() => tab.messages.some((m) => m.type === "reflectState"), 15_000);
  return tab;
}

/** Resolves once `check` holds; false when it did not within `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

/** The newest sign-in link's token e-mailed to `to` (SMTP is unset: it rests in the outbox). */
export async function latestLinkToken(databaseUrl: string, to: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string | null }>("select text from mail_outbox where \"to\" = $1 order by seq desc limit 1", [to]);
    return /[?&]token=([^&\s"]+)/.exec(rows[0]?.text ?? "")?.[1] ?? null;
  } finally {
    await client.end();
  }
}

/** One query on the shared database. */
export async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
