import { WebSocket } from "ws";

/** A message received over the live channel. */
export interface Received {
  type: string;
  [key: string]: unknown;
}

export interface OpenOptions {
  /** The Origin header; null sends none. Defaults to the server's own origin. */
  origin?: string | null;
  autoPong?: boolean;
  headers?: Record<string, string>;
}

/** Opens a live-channel socket; `opened` rejects with "HTTP <status>" when the upgrade is refused. */
export function openLiveSocket(port: number, path: string, options: OpenOptions = {}) {
  const origin = options.origin === undefined ? `http://localhost:${port}` : options.origin;
  const headers = { host: `localhost:${port}`, ...(origin ? { origin } : {}), ...options.headers };
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers, autoPong: options.autoPong ?? true });
  const messages: Received[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(data.toString()) as Received));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  return { socket, messages, opened, closed };
}

export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The promise's value, or a rejection after `ms` (so a test of the old behaviour fails instead of hanging). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);
}
