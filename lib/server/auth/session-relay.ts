import "server-only";
import type { EventEmitter } from "node:events";
import type { LogFn } from "@/lib/server/effects";
import { closeRedisPair, redisPair } from "@/lib/server/live/redis-pair";
import { sessionEvents, type SessionEventMap } from "./session-events";

export interface SessionRelayOptions {
  url: string;
  prefix: string;
  instanceId: string;
  log: LogFn;
  /** This process's events (sessionEvents() by default; a test gives two emitters standing for two processes). */
  events?: EventEmitter<SessionEventMap>;
}

type Kind = keyof SessionEventMap;
const KINDS: Kind[] = ["ended", "account-changed"];

interface Envelope {
  from: string;
  kind: Kind;
  event: SessionEventMap[Kind][0];
}

/**
 * Carries session events between instances (docs/architecture.md, "Sign-in domains"): what
 * this process announces is published on Redis, and what other instances publish is
 * announced here with `relayed: true` (never sent back), so a logout on one instance closes
 * the live sockets of that session on every instance and every session cache forgets it at
 * once. Redis down: events stay within their instance, and other instances' caches see the
 * change within SESSION_CACHE_TTL_MS, as before the relay.
 */
export function relaySessionEvents(options: SessionRelayOptions): { close(): Promise<void> } {
  const events = options.events ?? sessionEvents();
  const channel = `${options.prefix}sessions`;
  const pair = redisPair(options.url);
  const { publisher, subscriber } = pair;
  // The live hub's connections report an outage once; these stay quiet.
  publisher.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  subscriber.on("ready", () => void subscriber.subscribe(channel).catch(() => undefined));
  subscriber.on("message", (_channel: string, text: string) => {
    try {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.from === options.instanceId || !KINDS.includes(envelope.kind)) return;
      events.emit(envelope.kind, { ...envelope.event, relayed: true } as never);
    } catch {
      /* not ours */
    }
  });
  const forward = (kind: Kind) => (event: SessionEventMap[Kind][0]) => {
    if (event.relayed) return;
    const envelope: Envelope = { from: options.instanceId, kind, event };
    publisher.publish(channel, JSON.stringify(envelope)).catch(() => options.log("auth").warn({ kind }, "session event not relayed: redis unavailable"));
  };
  const listeners = KINDS.map((kind) => [kind, forward(kind)] as const);
  for (const [kind, listener] of listeners) events.on(kind, listener);
  return {
    async close() {
      for (const [kind, listener] of listeners) events.off(kind, listener);
      await closeRedisPair(pair);
    },
  };
}
