import "server-only";
import { Redis } from "ioredis";

/** Reconnect quickly (ioredis backs off to 5 s by default): the sooner a channel is shared again, the fewer messages are lost. */
const RECONNECT_DELAY_MS = (attempt: number) => Math.min(100 * attempt, 1_000);

/**
 * A publishing and a subscribing connection to one Redis, as every pub/sub user of the app
 * (the live hub, the session relay) opens them: no offline queue, so a command fails at once
 * while Redis is down instead of piling up in memory; the subscriber on a connection of its
 * own (subscriber mode allows nothing else) that resubscribes itself on every "ready".
 */
export function redisPair(url: string): { publisher: Redis; subscriber: Redis } {
  const options = { retryStrategy: RECONNECT_DELAY_MS, connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = publisher.duplicate({ ...options, autoResubscribe: false });
  return { publisher, subscriber };
}

/** Closes both connections of a pair, politely first. */
export async function closeRedisPair({ publisher, subscriber }: { publisher: Redis; subscriber: Redis }): Promise<void> {
  await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  publisher.disconnect();
  subscriber.disconnect();
}
