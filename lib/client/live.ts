// The browser side of the live channel (spec part 2 section 4 and 9): status OPEN,
// CLOSED, CLOSING, CONNECTING or RECONNECTING; a PING every 180 s; a new connection
// (with a new single-use ticket) 5 s after the socket closes.
import { endpoints } from "@/lib/contracts/endpoints";
import { callEndpoint } from "./call-endpoint";

export type LiveStatus = "OPEN" | "CLOSED" | "CLOSING" | "CONNECTING" | "RECONNECTING";
export const PING_INTERVAL_MS = 180_000;
export const RECONNECT_DELAY_MS = 5_000;
/**
 * Close code 1012 "service restart": the server asks every client to reconnect and reload
 * (its shared hub lost messages during a Redis outage); each waits a random part of this so
 * an instance's clients do not all come back in the same instant.
 */
export const RESYNC_CLOSE_CODE = 1012;
export const RESYNC_RECONNECT_SPREAD_MS = 3_000;

export type LiveIncoming = { type: string; [key: string]: unknown };
export type LiveOutgoing = { command: "REFLECT_STATE" | "SYNC_HISTORY" | "SYNC_TUTORIAL" | "SYNC_ACCESS_RULES" | "PING"; [key: string]: unknown };

interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface LiveDeps {
  /** Mints a ticket (POST /api/v1/scene/live/ticket) and returns the socket URL, or null when signed out. */
  ticketUrl: () => Promise<string | null>;
  createSocket: (url: string) => SocketLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  setRepeat: (fn: () => void, ms: number) => unknown;
  clearRepeat: (handle: unknown) => void;
  /** A number in [0, 1) (Math.random by default; tests fix it). */
  random?: () => number;
}

export class LiveClient {
  private socket: SocketLike | null = null;
  private pingTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private stopped = false;
  private statusValue: LiveStatus = "CLOSED";
  private readonly listeners = new Set<(message: LiveIncoming) => void>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();

  constructor(private readonly deps: LiveDeps) {}

  get status(): LiveStatus {
    return this.statusValue;
  }

  private setStatus(status: LiveStatus): void {
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }

  onMessage(listener: (message: LiveIncoming) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  async connect(reconnecting = false): Promise<void> {
    this.stopped = false;
    this.setStatus(reconnecting ? "RECONNECTING" : "CONNECTING");
    const url = await this.deps.ticketUrl().catch(() => null);
    if (this.stopped) return;
    if (!url) return this.scheduleReconnect();
    const socket = this.deps.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus("OPEN");
      this.send({ command: "REFLECT_STATE" });
      this.pingTimer = this.deps.setRepeat(() => this.send({ command: "PING" }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      try {
        const message = JSON.parse(event.data) as LiveIncoming;
        if (message && typeof message.type === "string") for (const listener of this.listeners) listener(message);
      } catch {
        /* not a message of ours */
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.pingTimer !== null) this.deps.clearRepeat(this.pingTimer);
      this.pingTimer = null;
      this.socket = null;
      if (this.stopped) return this.setStatus("CLOSED");
      const resync = (event as { code?: unknown } | null)?.code === RESYNC_CLOSE_CODE;
      this.scheduleReconnect(resync ? Math.floor((this.deps.random ?? Math.random)() * RESYNC_RECONNECT_SPREAD_MS) : RECONNECT_DELAY_MS);
    };
  }

  private scheduleReconnect(delayMs = RECONNECT_DELAY_MS): void {
    this.setStatus("RECONNECTING");
    this.reconnectTimer = this.deps.setTimer(() => void this.connect(true), delayMs);
  }

  send(message: LiveOutgoing): boolean {
    if (!this.socket || this.statusValue !== "OPEN") return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    if (this.reconnectTimer !== null) this.deps.clearTimer(this.reconnectTimer);
    if (this.socket) {
      this.setStatus("CLOSING");
      this.socket.close();
    } else this.setStatus("CLOSED");
  }
}

/** The browser's dependencies: the ticket call, the global WebSocket, window timers. */
export function browserLiveDeps(): LiveDeps {
  return {
    ticketUrl: async () => {
      // Through the typed client, so a 401 (the session ended) signs the owner out like any other call.
      const result = await callEndpoint(endpoints.postSceneLiveTicket, {});
      if (!result.ok) return null;
      const { url } = result.data;
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      return `${scheme}//${window.location.host}${url}`;
    },
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (h) => window.clearTimeout(h as number),
    setRepeat: (fn, ms) => window.setInterval(fn, ms),
    clearRepeat: (h) => window.clearInterval(h as number),
  };
}
