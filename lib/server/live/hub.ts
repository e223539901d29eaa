import "server-only";
import { EventEmitter } from "node:events";
import type { LiveMessage } from "./messages";

/**
 * Fan-out of live messages to every open socket of an owner. The in-process hub serves
 * one server process; a later multi-process deployment swaps in a hub carried by Redis
 * (same two methods) with `setLiveHub`.
 */
export interface LiveHub {
  publish(ownerId: string, message: LiveMessage): void;
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void;
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
}

// On globalThis: route handlers (Next's bundle) publish, server.ts's sockets listen.
const KEY = Symbol.for("accordo.live-hub");
type Holder = { [KEY]?: LiveHub };

export function liveHub(): LiveHub {
  const holder = globalThis as Holder;
  holder[KEY] ??= new LocalHub();
  return holder[KEY];
}

export function setLiveHub(hub: LiveHub | undefined): void {
  const holder = globalThis as Holder;
  if (hub) holder[KEY] = hub;
  else delete holder[KEY];
}
