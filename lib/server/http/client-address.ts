import "server-only";
import type { IncomingMessage } from "node:http";

/**
 * The address rate limits count by: the socket's peer, or the first X-Forwarded-For hop
 * only when TRUST_PROXY says a proxy of ours sets it, so a forged header resets nothing
 * (checklist 7).
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}
