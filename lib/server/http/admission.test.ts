import { createServer, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmission, sampleEventLoopLag, type Admission } from "./admission";

/** A real HTTP server behind an admission limit, whose /api/v1/hold requests wait in `held` until the test ends them. */
function holdingServer(admission: Admission, held: ServerResponse[]): { start: () => Promise<string>; close: () => Promise<void> } {
  const server: Server = createServer((req, res) => {
    if (!admission.admit(req, res)) return;
    if (req.url?.startsWith("/api/v1/hold")) held.push(res);
    else res.end("done");
  });
  return {
    start: async () => {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let base: string;
const held: ServerResponse[] = [];
const admission = createAdmission({ maxInFlight: 2, retryAfterSeconds: 3 });
const server = holdingServer(admission, held);
beforeAll(async () => (base = await server.start()));
afterAll(() => server.close());

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

/** fetch will not send a Host header of our choosing; node:http will. */
function getWithHost(path: string, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

function release(): void {
  for (const res of held.splice(0)) res.end("released");
}

describe("the admission limit", () => {
  it("sheds API requests past the limit at once with 503 service_unavailable and Retry-After", async () => {
    const first = fetch(`${base}/api/v1/hold/1`);
    const second = fetch(`${base}/api/v1/hold/2`);
    await until(() => held.length === 2);

    const started = Date.now();
    const shed = await fetch(`${base}/api/v1/owner/profiles`, { method: "POST", body: JSON.stringify({ firstName: "x" }), headers: { "content-type": "application/json" } });
    expect(Date.now() - started).toBeLessThan(500);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("3");
    expect(shed.headers.get("content-type")).toContain("application/json");
    const body = (await shed.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: "service_unavailable", status: 503, retryAfter: 3 });
    expect(body.message).toMatch(/temporarily unavailable/);

    // In the caller's language, as every error body is.
    const russian = await getWithHost("/api/v1/scene/scenes", "ru.localhost");
    expect(russian.status).toBe(503);
    expect((JSON.parse(russian.text) as { message: string }).message).toMatch(/Сервис временно недоступен/);

    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("never limits the health and readiness probes, nor pages", async () => {
    const holding = [fetch(`${base}/api/v1/hold/a`), fetch(`${base}/api/v1/hold/b`)];
    await until(() => held.length === 2);
    for (const path of ["/api/v1/health", "/api/v1/ready", "/api/v1/ready?verbose=1", "/", "/owner/profiles", "/_next/static/x.js"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${base}/api/v1/healthz`)).status).toBe(503);
    release();
    await Promise.all(holding);
  });

  it("frees a place when a request ends, also when its client goes away", async () => {
    const controller = new AbortController();
    const abandoned = fetch(`${base}/api/v1/hold/abandoned`, { signal: controller.signal }).catch(() => null);
    const kept = fetch(`${base}/api/v1/hold/kept`);
    await until(() => held.length === 2);
    controller.abort();
    await abandoned;
    await until(() => admission.takeCounts().inFlight === 1);
    expect((await fetch(`${base}/api/v1/next`)).status).toBe(200);
    release();
    expect((await kept).status).toBe(200);
    await until(() => admission.takeCounts().inFlight === 0);
  });

  it("counts the requests admitted and shed between two reports", async () => {
    admission.takeCounts();
    const holding = [fetch(`${base}/api/v1/hold/c`), fetch(`${base}/api/v1/hold/d`)];
    await until(() => held.length === 2);
    await fetch(`${base}/api/v1/x`);
    await fetch(`${base}/api/v1/y`);
    expect(admission.takeCounts()).toEqual({ inFlight: 2, admitted: 2, shed: 2, shedForLag: 0 });
    release();
    await Promise.all(holding);
    expect(admission.takeCounts()).toMatchObject({ admitted: 0, shed: 0 });
  });
});

describe("the event-loop delay as a second signal (issue 10: the embedded database)", () => {
  let lag = 0;
  const lagging = createAdmission({ maxInFlight: 100, maxLagMs: 500, minInFlightWhenLagging: 2, lag: () => lag });
  const waiting: ServerResponse[] = [];
  const laggingServer = holdingServer(lagging, waiting);
  let url: string;
  beforeAll(async () => (url = await laggingServer.start()));
  afterAll(() => laggingServer.close());

  it("sheds below the count while the loop runs late, but always lets the first few in", async () => {
    lag = 900;
    // Fewer than two in progress: admitted whatever the delay, so a lone request is never refused.
    const first = fetch(`${url}/api/v1/hold/1`);
    const second = fetch(`${url}/api/v1/hold/2`);
    await until(() => waiting.length === 2);
    const shed = await fetch(`${url}/api/v1/scene/scenes`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("1");
    expect(lagging.takeCounts()).toEqual({ inFlight: 2, admitted: 2, shed: 1, shedForLag: 1 });

    // The loop catches up: requests are admitted again at once.
    lag = 20;
    expect((await fetch(`${url}/api/v1/scene/scenes`)).status).toBe(200);
    // Probes and pages are never shed, late loop or not.
    lag = 900;
    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${url}/owner/dashboard`)).status).toBe(200);
    for (const res of waiting.splice(0)) res.end("released");
    await Promise.all([first, second]);
  });

  it("measures how late the loop runs, and forgets it once the loop is free", async () => {
    const sampler = sampleEventLoopLag();
    try {
      await new Promise((r) => setTimeout(r, 120));
      expect(sampler.lag()).toBeLessThan(300);
      const until = performance.now() + 900;
      while (performance.now() < until) {
        // The main thread is busy (as when the embedded database runs a statement).
      }
      await new Promise((r) => setTimeout(r, 10));
      expect(sampler.lag()).toBeGreaterThan(600);
      await new Promise((r) => setTimeout(r, 300));
      expect(sampler.lag()).toBeLessThan(300);
    } finally {
      sampler.stop();
    }
  });
});
