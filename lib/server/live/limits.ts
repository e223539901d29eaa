import "server-only";
import type { Duplex } from "node:stream";

/**
 * What one client may cost the live channel (security finding 2, checklist 29): without
 * these, one socket sending 3,000 commands held another owner's request for 11.6 s, and
 * 1,000 sockets of one owner were accepted.
 */
export interface LiveLimits {
  /** Open sockets per account; one more is refused with 429 once its ticket is redeemed. */
  maxSocketsPerAccount: number;
  /** Open (or opening) sockets per client address; one more is refused with 429 before its ticket is redeemed. */
  maxSocketsPerAddress: number;
  /** Commands a socket may send at once before the sustained rate applies (token bucket). */
  commandBurst: number;
  /** Commands per second a socket may send over time; past it the socket is closed with 1008. */
  commandsPerSecond: number;
  /** Commands of one owner waiting behind the one being handled; further ones are dropped. */
  maxQueuedCommandsPerOwner: number;
}

/** A browser tab sends REFLECT_STATE when it opens and a PING every 180 s, so these leave room. */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxSocketsPerAccount: 10,
  maxSocketsPerAddress: 50,
  commandBurst: 20,
  commandsPerSecond: 5,
  maxQueuedCommandsPerOwner: 20,
};

/** The given limits, each left out taking its default. */
export function liveLimits(given: Partial<LiveLimits>): LiveLimits {
  const d = DEFAULT_LIVE_LIMITS;
  return {
    maxSocketsPerAccount: given.maxSocketsPerAccount ?? d.maxSocketsPerAccount,
    maxSocketsPerAddress: given.maxSocketsPerAddress ?? d.maxSocketsPerAddress,
    commandBurst: given.commandBurst ?? d.commandBurst,
    commandsPerSecond: given.commandsPerSecond ?? d.commandsPerSecond,
    maxQueuedCommandsPerOwner: given.maxQueuedCommandsPerOwner ?? d.maxQueuedCommandsPerOwner,
  };
}

/** A token bucket: `burst` tokens, refilled at `perSecond`; each command takes one. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = nowMs();
  }

  /** Takes a token; false when none is left. */
  take(): boolean {
    const now = this.nowMs();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Open sockets counted by a key (an account, an address), each until its connection closes. */
export class SocketCounts {
  private readonly counts = new Map<string, number>();

  /** Counts `socket` under `key` until it closes; false, and nothing counted, when `key` already has `max` or the socket is gone. */
  hold(key: string, socket: Duplex, max: number): boolean {
    const current = this.counts.get(key) ?? 0;
    if (current >= max || socket.destroyed) return false;
    this.counts.set(key, current + 1);
    socket.once("close", () => {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    });
    return true;
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
