import "server-only";
import type { Server } from "node:http";

export interface RequestTracker {
  /** Requests whose response has not finished. */
  inFlight(): number;
  /**
   * Stops accepting connections, closes idle keep-alive sockets (and each busy one as soon
   * as its response is done), and waits up to `graceMs` for requests in progress to finish;
   * then closes whatever sockets remain. Resolves true when every request finished in time.
   */
  drain(graceMs: number): Promise<boolean>;
}

/** Follows the server's requests so that a shutdown can let them finish (checklist 31). */
export function trackRequests(server: Server): RequestTracker {
  let active = 0;
  let draining = false;
  server.on("request", (_req, res) => {
    active++;
    // Responses written while draining tell the client not to reuse the connection.
    if (draining && !res.headersSent) res.setHeader("connection", "close");
    res.once("close", () => {
      active--;
      if (draining) server.closeIdleConnections();
    });
  });

  return {
    inFlight: () => active,
    async drain(graceMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = Date.now() + graceMs;
      while (active > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        server.closeIdleConnections();
      }
      const finished = active === 0;
      server.closeAllConnections();
      // Upgraded sockets (development's hot reload) are not HTTP connections: do not wait on them.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      return finished;
    },
  };
}
