import "server-only";
import { EventEmitter } from "node:events";
import type { LiveMessage } from "./messages";

/** What a readiness probe learns of the hub's shared transport (lib/server/services/health/check-readiness.ts). */
export interface HubProbe {
  ok: boolean;
  ms: number;
  error?: string;
}

/**
 * Fan-out of live messages to every open socket of an owner. The in-process hub serves one
 * server process; with REDIS_URL the composition root (lib/server/composition-root.ts)
 * builds the hub carried by Redis pub/sub (redis-hub.ts) instead, with the same methods.
 */
export interface LiveHub {
  publish(ownerId: string, message: LiveMessage): void;
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void;
  /**
   * Whether a socket of this owner may be listening, so that a message costly to build
   * (the history) is built only then. A hub spanning processes that cannot know answers true.
   */
  mayHaveListeners(ownerId: string): boolean;
  /**
   * Calls `listener` when messages from other instances may have been lost (the shared
   * transport came back after an outage), so the live channel can make its clients reload
   * their state. The in-process hub loses nothing and never calls it.
   */
  onMessagesLost?(listener: () => void): () => void;
  /** Checks the shared transport (readiness); absent on the in-process hub, which has none. */
  probe?(timeoutMs: number): Promise<HubProbe>;
  /** Lets go of connections (graceful shutdown). */
  close?(): Promise<void>;
}

/** Delivery to the subscribers of this process: the whole of the in-process hub, and the local half of the Redis hub. */
export class LocalFanOut {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  deliver(ownerId: string, message: LiveMessage): void {
    this.emitter.emit(ownerId, message);
  }
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void {
    this.emitter.on(ownerId, listener);
    return () => this.emitter.off(ownerId, listener);
  }
  listenerCount(ownerId: string): number {
    return this.emitter.listenerCount(ownerId);
  }
}

class LocalHub implements LiveHub {
  private readonly local = new LocalFanOut();
  publish(ownerId: string, message: LiveMessage): void {
    this.local.deliver(ownerId, message);
  }
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void {
    return this.local.subscribe(ownerId, listener);
  }
  mayHaveListeners(ownerId: string): boolean {
    return this.local.listenerCount(ownerId) > 0;
  }
}

/** The in-process hub; the composition root (lib/server/composition-root.ts) holds the app's one. */
export function createLocalHub(): LiveHub {
  return new LocalHub();
}
