import "server-only";
import { systemClock } from "./clock";
import type { ServerEffects } from "./effects";
import { outboxMailer } from "./integrations/mail/send-mail";
import { queuedTraining } from "./jobs/neuronet-job";
import { jobQueue } from "./jobs/queue";
import { env } from "@/lib/env";
import { relaySessionEvents } from "./auth/session-relay";
import { instanceId } from "./instance";
import { createLocalHub } from "./live/hub";
import { createRedisHub } from "./live/redis-hub";
import { log } from "./log";

/**
 * The composition root: the one place that decides which clock, live hub, mailer and logger
 * the app runs with. `route()`, page sessions, server.ts (the live channel and the job
 * queue) read `serverEffects()`; services never do, they are handed the object.
 *
 * On globalThis: server.ts and Next's compiled routes load separate copies of this module
 * in one process, and a message published by a route must reach the sockets server.ts holds.
 */
const KEY = Symbol.for("accordo.server-effects");
type Holder = { [KEY]?: { base: ServerEffects; current: ServerEffects; relay?: { close(): Promise<void> } } };

function state(): NonNullable<Holder[typeof KEY]> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const base: ServerEffects = { clock: systemClock, live: createLocalHub(), mail: outboxMailer(jobQueue), log, training: queuedTraining(jobQueue, () => serverEffects()) };
    holder[KEY] = { base, current: base };
  }
  return holder[KEY];
}

/**
 * The server (server.ts) calls this once at start: with REDIS_URL the live hub becomes the one
 * carried by Redis, shared by every instance (lib/server/live/redis-hub.ts), and session events
 * (logout, account changes) are relayed between instances (auth/session-relay.ts). Only the server
 * does: a CLI script that reads the effects must not open connections that keep it running.
 */
export function connectServerEffects(): ServerEffects {
  const s = state();
  const { REDIS_URL, REDIS_PREFIX } = env();
  if (REDIS_URL && !s.base.live.probe) {
    const live = createRedisHub({ url: REDIS_URL, prefix: REDIS_PREFIX, instanceId: instanceId(), log });
    s.relay = relaySessionEvents({ url: REDIS_URL, prefix: REDIS_PREFIX, instanceId: instanceId(), log });
    s.base = { ...s.base, live };
    s.current = { ...s.current, live };
  }
  return s.current;
}

/** Closes what connectServerEffects opened (graceful shutdown). */
export async function disconnectServerEffects(): Promise<void> {
  const s = state();
  await Promise.all([s.base.live.close?.(), s.relay?.close()]);
}

/** The effects the app runs with. */
export function serverEffects(): ServerEffects {
  return state().current;
}

/**
 * Tests (and a later multi-process deployment with a hub carried by Redis) replace parts of
 * the app's effects; what is not given stays the default, so sockets already subscribed to
 * the hub keep hearing it. `undefined` goes back to the defaults.
 */
export function useServerEffects(overrides: Partial<ServerEffects> | undefined): ServerEffects {
  const s = state();
  s.current = overrides ? { ...s.base, ...overrides } : s.base;
  return s.current;
}
