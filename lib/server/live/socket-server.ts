import "server-only";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { and, desc, eq, sql } from "drizzle-orm";
import { WebSocket, WebSocketServer } from "ws";
import { getDb, type Db } from "@/db/client";
import { owners, sceneRuns } from "@/db/schema";
import { loaderProgress, type ComputePhase } from "@/lib/engine/index";
import { sessionEvents, type SessionsEnded } from "@/lib/server/auth/session-events";
import { CLIENT_IP_HEADER, isAllowedOrigin, webHeaders } from "@/lib/server/http/request-info";
import { ownerAccessRules } from "@/lib/server/services/owner/access-rules";
import { ownerHistory } from "@/lib/server/services/scenes/history";
import type { ServerEffects } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { liveLimits, SocketCounts, TokenBucket, type LiveLimits } from "./limits";
import { LIVE_COMMANDS, type LiveCommand, type LiveMessage } from "./messages";
import { OwnerQueues } from "./owner-queue";
import { LIVE_PATH, redeemLiveTicket, type LiveIdentity } from "./tickets";

/** WebSocket close code 1012 "service restart": the client should reconnect (and reload its state). */
export const LIVE_RESYNC_CLOSE_CODE = 1012;

/** A limit left out takes its default from `DEFAULT_LIVE_LIMITS` (10 sockets per account, 50 per address, a burst of 20 commands then 5 per second, 20 queued per owner). */
export interface LiveChannelOptions extends Partial<LiveLimits> {
  /** How often the server pings each socket; a socket that missed the last pong is dropped. */
  heartbeatMs?: number;
  /** A socket whose unsent data grows past this is a slow consumer and is closed. */
  maxBufferedBytes?: number;
  maxPayloadBytes?: number;
}

interface Client {
  socket: WebSocket;
  identity: LiveIdentity;
  alive: boolean;
  unsubscribe: () => void;
  commands: TokenBucket;
  droppedCommands: number;
}

type Command = NonNullable<ReturnType<typeof parseCommand>>;

function refuse(socket: Duplex, status: number, text: string): void {
  if (socket.destroyed) return;
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** The address server.ts records for rate limits, or the peer's when nobody recorded one. */
function clientAddressOf(req: IncomingMessage): string {
  const recorded = req.headers[CLIENT_IP_HEADER];
  return (Array.isArray(recorded) ? recorded[0] : recorded) || req.socket.remoteAddress || "unknown";
}

/**
 * The live channel on the server's own port at /api/v1/live (checklist 29): a foreign
 * Origin or a missing, reused or expired ticket is refused before the upgrade; messages
 * are capped at 64 KiB; heartbeats drop dead peers; slow consumers are closed; sockets of
 * ended sessions (logout, password change, deletion) are closed. One client cannot stall
 * the server (security finding 2): sockets per account and per address are capped, each
 * socket's commands are rate-limited, and each owner's commands run one at a time from a
 * bounded queue (`LiveLimits`). Its clock, hub and logger are the composition root's,
 * handed in by server.ts (`effects`), the same objects `route()` gives the services.
 */
export function attachLiveChannel(server: Server, effects: ServerEffects, options: LiveChannelOptions = {}) {
  const { clock, live } = effects;
  const log = effects.log;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const limits = liveLimits(options);
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes ?? 64 * 1024 });
  const clients = new Set<Client>();
  const byAccount = new SocketCounts();
  const byAddress = new SocketCounts();
  const queues = new OwnerQueues(limits.maxQueuedCommandsPerOwner, (error) => log("live").error({ err: errorFields(error) }, "command failed"));

  const handles = (req: IncomingMessage) => new URL(req.url ?? "/", "http://local.invalid").pathname === LIVE_PATH;

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!handles(req)) return; // hot reload and other upgrades are Next's
    const url = new URL(req.url ?? "/", "http://local.invalid");
    const origin = req.headers.origin;
    if (!origin || !isAllowedOrigin(origin, webHeaders(req))) return refuse(socket, 403, "Forbidden");
    // Counted from here, before the ticket is redeemed, so a refused socket costs no database work.
    const address = clientAddressOf(req);
    if (!byAddress.hold(address, socket, limits.maxSocketsPerAddress)) {
      log("live").warn({ address }, "socket refused: too many sockets from this address");
      return refuse(socket, 429, "Too Many Requests");
    }
    const ticket = url.searchParams.get("token") ?? "";
    void (async () => {
      const identity = ticket ? await redeemLiveTicket(await getDb(), ticket, clock.now()).catch(() => null) : null;
      if (!identity) return refuse(socket, 401, "Unauthorized");
      // The account is known only from the redeemed ticket; only authenticated sockets count.
      if (!byAccount.hold(identity.ownerId, socket, limits.maxSocketsPerAccount)) {
        if (!socket.destroyed) log("live").warn({ ownerId: identity.ownerId }, "socket refused: too many sockets of this account");
        return refuse(socket, 429, "Too Many Requests");
      }
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, identity));
    })();
  });

  function send(client: Client, message: LiveMessage): void {
    if (client.socket.readyState !== WebSocket.OPEN) return;
    if (client.socket.bufferedAmount > maxBuffered) {
      client.socket.terminate();
      return;
    }
    client.socket.send(JSON.stringify(message));
  }

  function onConnection(socket: WebSocket, identity: LiveIdentity): void {
    const commands = new TokenBucket(limits.commandBurst, limits.commandsPerSecond);
    const client: Client = { socket, identity, alive: true, unsubscribe: () => undefined, commands, droppedCommands: 0 };
    client.unsubscribe = live.subscribe(identity.ownerId, (message) => send(client, message));
    clients.add(client);
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (data, isBinary) => onMessage(client, isBinary ? null : data.toString()));
    socket.on("close", () => {
      client.unsubscribe();
      clients.delete(client);
    });
    socket.on("error", () => socket.terminate());
  }

  /** Every message, valid or not, takes a token; a valid command waits in its owner's queue. */
  function onMessage(client: Client, text: string | null): void {
    const { socket, identity } = client;
    if (socket.readyState !== WebSocket.OPEN) return; // closing: what still arrives is ignored
    if (!client.commands.take()) {
      log("live").warn({ ownerId: identity.ownerId }, "socket closed: command rate exceeded");
      socket.close(1008, "command rate exceeded");
      return;
    }
    const payload = text === null ? null : parseCommand(text);
    if (!payload) return;
    if (queues.push(identity.ownerId, () => handleCommand(client, payload))) return;
    if (client.droppedCommands++ === 0) log("live").warn({ ownerId: identity.ownerId }, "commands dropped: the owner's queue is full");
  }

  async function handleCommand(client: Client, payload: Command): Promise<void> {
    if (client.socket.readyState !== WebSocket.OPEN) return; // nobody to answer: skip the work
    const command = payload.command;
    const db = await getDb();
    const ownerId = client.identity.ownerId;
    switch (command) {
      case "PING":
        return send(client, { type: "ping", at: clock.now().toISOString() });
      case "SYNC_HISTORY":
        return send(client, { type: "syncHistory", history: await ownerHistory(db, ownerId) });
      case "SYNC_ACCESS_RULES":
        return send(client, { type: "syncAccessRules", accessRules: await ownerAccessRules(db, ownerId, clock.now()) });
      case "SYNC_TUTORIAL": {
        const tutorial = await syncTutorial(db, ownerId, payload.tutorial);
        if (payload.tutorial) live.publish(ownerId, { type: "syncTutorial", tutorial });
        else send(client, { type: "syncTutorial", tutorial });
        return;
      }
      case "REFLECT_STATE":
        return send(client, { type: "reflectState", runs: await runningRuns(db, ownerId), accessRules: await ownerAccessRules(db, ownerId, clock.now()), tutorial: await syncTutorial(db, ownerId, undefined) });
    }
  }

  const onSessionsEnded = (event: SessionsEnded) => {
    if (event.domain !== "owner") return;
    for (const client of clients) {
      if (client.identity.ownerId !== event.subjectId) continue;
      if (event.sessionIds === "all" || event.sessionIds.includes(client.identity.sessionId)) client.socket.close(4001, "session ended");
    }
  };
  sessionEvents().on("ended", onSessionsEnded);

  // Messages of other instances were lost while the shared hub was down (pub/sub keeps none):
  // 1012 (service restart) makes each client reconnect with a new ticket and send
  // REFLECT_STATE and SYNC_HISTORY on opening (lib/client/live.ts), which reload its state.
  const stopListeningForLoss = live.onMessagesLost?.(() => {
    log("live").info({ sockets: clients.size }, "sockets asked to reconnect: live messages may have been lost");
    for (const client of clients) client.socket.close(LIVE_RESYNC_CLOSE_CODE, "reconnect to resynchronise");
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Whether an upgrade request is this channel's (the rest belong to Next.js). */
    handles,
    clients: () => clients.size,
    close: async () => {
      clearInterval(heartbeat);
      sessionEvents().off("ended", onSessionsEnded);
      stopListeningForLoss?.();
      for (const client of clients) client.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** A command from the client, or null for anything else (ignored). */
function parseCommand(text: string): { command: LiveCommand; tutorial?: unknown } | null {
  try {
    const parsed = JSON.parse(text) as { command?: unknown; tutorial?: unknown } | null;
    if (!parsed || typeof parsed.command !== "string" || !(LIVE_COMMANDS as readonly string[]).includes(parsed.command)) return null;
    return { command: parsed.command as LiveCommand, tutorial: parsed.tutorial };
  } catch {
    return null;
  }
}

const TUTORIAL_KEYS = ["tips", "sceneTips", "indicatorTips", "dashboardIntro"] as const;

/** Reads (and with a value, merges) the owner's tutorial flags; tips are on unless switched off. */
async function syncTutorial(db: Db, ownerId: string, update: unknown): Promise<Record<string, boolean>> {
  const defaults = { tips: true, sceneTips: true, indicatorTips: true, dashboardIntro: true };
  if (update && typeof update === "object") {
    const clean = Object.fromEntries(Object.entries(update).filter(([k, v]) => (TUTORIAL_KEYS as readonly string[]).includes(k) && typeof v === "boolean"));
    // Merged in the statement itself, so two tabs switching different tips keep both (finding 8).
    const [merged] = await db
      .update(owners)
      .set({ tutorial: sql`coalesce(${owners.tutorial}, '{}'::jsonb) || ${JSON.stringify(clean)}::jsonb` })
      .where(eq(owners.id, ownerId))
      .returning({ tutorial: owners.tutorial });
    return { ...defaults, ...(merged?.tutorial ?? {}) };
  }
  const [row] = await db.select({ tutorial: owners.tutorial }).from(owners).where(eq(owners.id, ownerId)).limit(1);
  return { ...defaults, ...(row?.tutorial ?? {}) };
}

async function runningRuns(db: Db, ownerId: string) {
  const rows = await db.select({ id: sceneRuns.id, sceneId: sceneRuns.sceneId, phase: sceneRuns.phase, seed: sceneRuns.seed }).from(sceneRuns).where(and(eq(sceneRuns.ownerId, ownerId), eq(sceneRuns.status, "running"))).orderBy(desc(sceneRuns.createdAt)).limit(20);
  return rows.map((r) => ({ sceneId: r.sceneId, ruid: r.id, phase: r.phase, progress: loaderProgress("scene", r.phase as ComputePhase, r.seed) }));
}
