import "server-only";
import { EventEmitter } from "node:events";
import type { LiveMessage } from "./messages";

/**
 * Fan-out of live messages to every open socket of an owner. The in-process hub serves
 * one server process; a later multi-process deployment swaps in a hub carried by Redis
 * (same methods) in the composition root (lib/server/composition-root.ts).
 */
export interface LiveHub {
  publish(ownerId: string, message: LiveMessage): void;
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void;
  /**
   * Whether a socket of this owner may be listening, so that a message costly to build
   * (the history) is built only then. A hub spanning processes that cannot know answers true.
   */
  mayHaveListeners(ownerId: string): boolean;
}

class LocalHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  publish(ownerId: string, message: LiveMessage): void {
    this.emitter.emit(ownerId, message);
  }
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void {
    this.emitter.on(ownerId, listener);
    return () => this.emitter.off(ownerId, listener);
  }
  mayHaveListeners(ownerId: string): boolean {
    return this.emitter.listenerCount(ownerId) > 0;
  }
}

/** The in-process hub; the composition root (lib/server/composition-root.ts) holds the app's one. */
export function createLocalHub(): LiveHub {
  return new LocalHub();
}
