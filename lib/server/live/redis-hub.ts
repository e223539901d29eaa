import "server-only";
import type { Redis } from "ioredis";
import type { LogFn } from "@/lib/server/effects";
import { errorFields } from "@/lib/server/log";
import { LocalFanOut, type HubProbe, type LiveHub } from "./hub";
import type { LiveMessage } from "./messages";
import { closeRedisPair, redisPair } from "./redis-pair";

export interface RedisHubOptions {
  url: string;
  /** Prefix of the channel, so deployments (and test runs) sharing one Redis never hear each other. */
  prefix: string;
  /** This process (lib/server/instance.ts): its own messages come back from Redis and are skipped. */
  instanceId: string;
  log: LogFn;
}

/** What travels through Redis: the message, its owner, and which instance sent it. */
interface Envelope {
  from: string;
  ownerId: string;
  message: LiveMessage;
}

/** The channel every instance of a deployment publishes to and listens on. */
export function liveChannelName(prefix: string): string {
  return `${prefix}live`;
}

/**
 * The live hub of several instances (issue 18): a message is delivered at once to this
 * process's sockets and published on one Redis channel that every instance listens to, each
 * delivering it to its own sockets. One channel (not one per owner) keeps subscriptions
 * static, so no message is lost while a per-owner subscription is still being set up; each
 * instance receives every owner's messages, which is cheap at this product's volume.
 *
 * Redis down: publishing fails at once (no offline queue, so nothing piles up in memory) and
 * the channel works within each instance. Pub/sub keeps nothing for a listener that was away,
 * so when the subscription is back `onMessagesLost` listeners are told, and the live channel
 * asks its clients to reconnect and reload their state (socket-server.ts).
 */
export function createRedisHub(options: RedisHubOptions): LiveHub {
  const log = options.log("live");
  const channel = liveChannelName(options.prefix);
  const local = new LocalFanOut();
  const lostListeners = new Set<() => void>();
  const pair = redisPair(options.url);
  const { publisher, subscriber } = pair;

  let interrupted = false;
  let subscribedOnce = false;
  let publishFailing = false;
  let closing = false;
  // One warning per outage, not one per reconnect attempt or per lost message.
  const warnOnce = (reason: string) => {
    if (interrupted || closing) return;
    interrupted = true;
    log.warn({ reason }, "redis unavailable: the live channel serves this instance only until it returns");
  };
  publisher.on("error", () => undefined); // the subscriber's connection reports the outage
  subscriber.on("error", (error: Error & { code?: string }) => warnOnce(error.code ?? error.message));
  subscriber.on("close", () => {
    if (subscribedOnce) warnOnce("connection closed");
  });
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(
      () => {
        const wasInterrupted = interrupted && subscribedOnce;
        subscribedOnce = true;
        interrupted = false;
        if (!wasInterrupted) return;
        log.info("redis is back: live clients are asked to reload their state");
        for (const listener of lostListeners) listener();
      },
      (error: unknown) => log.warn({ err: errorFields(error) }, "redis subscription failed; retried on the next connection"),
    );
  });
  subscriber.on("message", (_channel: string, text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === options.instanceId || typeof envelope.ownerId !== "string") return;
    local.deliver(envelope.ownerId, envelope.message);
  });

  return {
    publish(ownerId, message) {
      local.deliver(ownerId, message);
      const envelope: Envelope = { from: options.instanceId, ownerId, message };
      publisher.publish(channel, JSON.stringify(envelope)).then(
        () => void (publishFailing = false),
        (error: unknown) => {
          if (!publishFailing) log.warn({ err: errorFields(error) }, "live message not shared with other instances: redis unavailable");
          publishFailing = true;
        },
      );
    },
    subscribe: (ownerId, listener) => local.subscribe(ownerId, listener),
    // Another instance's socket of this owner may be listening.
    mayHaveListeners: () => true,
    onMessagesLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    probe: (timeoutMs) => probeRedis(publisher, subscriber, timeoutMs),
    async close() {
      closing = true;
      await closeRedisPair(pair);
    },
  };
}

/** Redis answers PING within the timeout and this instance's subscription is connected. */
async function probeRedis(publisher: Redis, subscriber: Redis, timeoutMs: number): Promise<HubProbe> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
    });
    await Promise.race([publisher.ping(), timeout]);
    if (subscriber.status !== "ready") return { ok: false, ms: ms(), error: `subscriber_${subscriber.status}` };
    return { ok: true, ms: ms() };
  } catch (error) {
    const message = (error as Error).message;
    const code = (error as { code?: unknown }).code;
    return { ok: false, ms: ms(), error: message === "timeout" ? "timeout" : typeof code === "string" ? code : "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
