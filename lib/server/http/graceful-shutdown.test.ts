import { createServer, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { trackRequests } from "./graceful-shutdown";

/** A server whose requests wait until the test ends them. */
async function heldServer(): Promise<{ server: Server; port: number; held: ServerResponse[] }> {
  const held: ServerResponse[] = [];
  const server = createServer((_req, res) => held.push(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, held };
}

function get(port: number): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe("graceful shutdown", () => {
  it("lets a request in progress finish, refuses new connections, then resolves", async () => {
    const { server, port, held } = await heldServer();
    const tracker = trackRequests(server);
    const inProgress = get(port);
    await until(() => held.length === 1);
    expect(tracker.inFlight()).toBe(1);

    const drained = tracker.drain(5_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await get(port)).toEqual({ error: "ECONNREFUSED" });
    held[0]!.end("done");
    expect(await inProgress).toEqual({ status: 200, connection: "close" });
    expect(await drained).toBe(true);
    expect(tracker.inFlight()).toBe(0);
  });

  it("closes what is still running when the grace period is over", async () => {
    const { server, port, held } = await heldServer();
    const tracker = trackRequests(server);
    const stuck = get(port);
    await until(() => held.length === 1);
    const started = Date.now();
    expect(await tracker.drain(200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toHaveProperty("error");
  });
});
