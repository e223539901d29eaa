import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import next from "next";
import { closeDatabase, getDb } from "./db/client";
import { env } from "./lib/env";
import { createAdmission } from "./lib/server/http/admission";
import { clientAddress, isDirectLocal } from "./lib/server/http/client-address";
import { trackRequests } from "./lib/server/http/graceful-shutdown";
import { startLoadReport } from "./lib/server/http/load-report";
import { explainMethodNotAllowed } from "./lib/server/http/method-not-allowed";
import { rejectMalformedRequest } from "./lib/server/http/reject-malformed";
import { passStoredEncoding } from "./lib/server/http/stored-encoding";
import { closeEnginePool } from "./lib/server/jobs/pool";
import { startJobs, stopJobs } from "./lib/server/jobs/queue";
import { attachLiveChannel } from "./lib/server/live/socket-server";
import { connectServerEffects, disconnectServerEffects } from "./lib/server/composition-root";
import { startInstanceHeartbeat } from "./lib/server/jobs/instance-heartbeat";
import { CLIENT_IP_HEADER, DIRECT_LOCAL_HEADER, REQUEST_ID_HEADER } from "./lib/server/http/request-info";
import { errorFields, log, withLogContext } from "./lib/server/log";

/**
 * The custom server: Next.js and the live channel (/api/v1/live) on one port.
 * It also records the client address for rate limits: from the socket, or from
 * X-Forwarded-For only when TRUST_PROXY says a proxy of ours sets it (checklist 7),
 * sheds API requests past the admission limit (checklist 30), and shuts down
 * gracefully on SIGTERM/SIGINT (checklist 31).
 */
export async function startServer(options: { dev: boolean }) {
  const e = env();
  // Next.js listens for upgrades on the server it is given (hot reload in development) and
  // ends any it does not know, which would close /api/v1/live before its ticket is redeemed.
  // It gets a stand-in instead, which receives only the upgrades that are not the live channel.
  const nextUpgrades = new EventEmitter();
  const app = next({ dev: options.dev, hostname: "localhost", port: e.PORT, httpServer: nextUpgrades as unknown as Server });
  const handle = app.getRequestHandler();
  await app.prepare();

  const admission = createAdmission({ maxInFlight: e.MAX_INFLIGHT_REQUESTS, maxLagMs: e.MAX_EVENT_LOOP_DELAY_MS });
  const server = createServer((req, res) => {
    // These headers are ours alone: whatever a client sent under these names is replaced.
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, e.TRUST_PROXY);
    req.headers[DIRECT_LOCAL_HEADER] = isDirectLocal(req) ? "1" : "0";
    const requestId = randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    withLogContext({ requestId }, () => {
      if (rejectMalformedRequest(req, res)) return;
      if (!admission.admit(req, res)) return;
      explainMethodNotAllowed(req, res);
      passStoredEncoding(res);
      void handle(req, res);
    });
  });
  server.keepAliveTimeout = 65_000;
  // Upgrades skip the request handler above; the live channel caps sockets per address by this
  // header (security finding 2), so it is set here, before the channel's own listener runs.
  server.on("upgrade", (req: IncomingMessage) => {
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, e.TRUST_PROXY);
  });
  const requests = trackRequests(server);
  const stopLoadReport = startLoadReport(admission, e.LOAD_REPORT_SECONDS);
  // The clock, live hub, mailer and logger every part of the process shares (route() reads the
  // same); with REDIS_URL the hub is the one shared by every instance through Redis.
  const effects = connectServerEffects();
  const live = attachLiveChannel(server, effects);
  server.on("upgrade", (req, socket, head) => {
    if (!live.handles(req)) nextUpgrades.emit("upgrade", req, socket, head);
  });
  await startJobs(effects); // background jobs on the app's database, before the first request
  // One of the instances sharing the database: its heartbeat, and the sweep that fails runs of instances that died.
  const heartbeat = await startInstanceHeartbeat(await getDb(), effects);
  await new Promise<void>((resolve) => server.listen(e.PORT, e.HOST, resolve));
  log("server").info({ port: e.PORT, mode: options.dev ? "development" : "production" }, `ready on http://localhost:${e.PORT}`);

  // Graceful shutdown: stop accepting, let requests in progress finish (at most
  // SHUTDOWN_GRACE_MS), close the live sockets, then the background work, the engine
  // pool and the database, in that order: each needs the ones after it.
  let stopping = false;
  const step = async (name: string, action: () => unknown) => {
    try {
      await action();
    } catch (error) {
      log("server").error({ step: name, err: errorFields(error) }, "shutdown step failed");
    }
  };
  const shutdown = async (signal: string) => {
    if (stopping) {
      log("server").warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    log("server").info({ signal, inFlight: requests.inFlight(), graceMs: e.SHUTDOWN_GRACE_MS }, "shutting down");
    setTimeout(() => {
      log("server").error("shutdown took too long; exiting");
      process.exit(1);
    }, e.SHUTDOWN_GRACE_MS + 10_000).unref();
    let drained = false;
    await Promise.all([step("live channel", () => live.close()), step("requests", async () => (drained = await requests.drain(e.SHUTDOWN_GRACE_MS)))]);
    stopLoadReport();
    admission.stop();
    // Background jobs stop after the requests and before the pool and database they use.
    await step("background jobs", stopJobs);
    await step("engine pool", closeEnginePool);
    // Gone from the instances table: another instance fails a run left behind at its next sweep.
    await step("instance heartbeat", () => heartbeat.stop());
    await step("redis", disconnectServerEffects);
    await step("database", closeDatabase);
    log("server").info({ drained, ms: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}
