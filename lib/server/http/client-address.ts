import "server-only";
import type { IncomingMessage } from "node:http";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

type RequestLike = Pick<IncomingMessage, "headers" | "socket">;

/**
 * The address rate limits count by (checklist 7, finding 4). With no trusted proxy it is
 * the socket's peer and X-Forwarded-For is ignored. Behind `trustedHops` proxies of ours,
 * each appends the address it saw to the right of X-Forwarded-For, so the client is the
 * entry that the outermost trusted proxy added: counted from the right, never the
 * left-most one, which the client writes itself.
 */
export function clientAddress(req: RequestLike, trustedHops: number): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustedHops <= 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  // As Express reads "trust proxy = n": [peer, right-most, ...] and the n-th of that list,
  // or the furthest one known when the chain is shorter than configured.
  return hops[Math.max(0, hops.length - trustedHops)]!;
}

/**
 * Whether the request came from this machine with no proxy in between. Pages meant only
 * for the developer at this machine (the outbox, with its sign-in links) require it: a
 * forwarded header, trusted or not, never opens them.
 */
export function isDirectLocal(req: RequestLike): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && !FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
}
