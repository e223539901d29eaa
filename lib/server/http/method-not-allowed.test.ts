import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainMethodNotAllowed } from "./method-not-allowed";

// A real HTTP server whose handler answers like Next.js does for a method a route does not
// export (405, no body), or otherwise, by path.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    explainMethodNotAllowed(req, res);
    const path = req.url ?? "/";
    if (path === "/api/v1/ok") {
      res.statusCode = 200;
      res.end("fine");
    } else if (path === "/api/v1/flushed") {
      res.statusCode = 405;
      res.flushHeaders();
      res.write("");
      res.end();
    } else if (path === "/api/v1/own-untyped-body") {
      res.statusCode = 405;
      res.end("plain words");
    } else if (path === "/api/v1/own-body") {
      res.statusCode = 405;
      res.setHeader("content-type", "text/plain");
      res.end("said by the route");
    } else {
      res.statusCode = 405;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a bare 405 of the API becomes the catalogue's JSON error", () => {
  it("answers method_not_allowed as JSON in English by default", async () => {
    const response = await fetch(`${base}/api/v1/passport/owner/login`, { method: "GET" });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as { code: string; message: string; status: number };
    expect(body).toMatchObject({ code: "method_not_allowed", status: 405, message: "This action is not allowed here" });
  });

  it("also when the headers were flushed before the empty body ended", async () => {
    const response = await fetch(`${base}/api/v1/flushed`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(((await response.json()) as { code: string }).code).toBe("method_not_allowed");
  });

  it("speaks the staff areas' default language, Russian, on their paths", async () => {
    const response = await fetch(`${base}/api/v1/administrator/owners`, { method: "PUT" });
    expect(((await response.json()) as { message: string }).message).toBe("Это действие здесь недоступно");
  });

  it("speaks Russian on a Russian host", async () => {
    // fetch may not set Host; node's own client may.
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/api/v1/passport/owner/login`, { method: "DELETE", headers: { host: "ru.localhost" } }, (res) => {
        let data = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (data += chunk)).on("end", () => resolve(data));
      });
      req.on("error", reject).end();
    });
    expect((JSON.parse(text) as { message: string }).message).toBe("Это действие здесь недоступно");
  });

  it("sends no body to HEAD, and leaves other answers, pages and a route's own 405 alone", async () => {
    const head = await fetch(`${base}/api/v1/anything`, { method: "HEAD" });
    expect(head.status).toBe(405);
    expect(await head.text()).toBe("");
    expect(await (await fetch(`${base}/api/v1/ok`)).text()).toBe("fine");
    expect(await (await fetch(`${base}/api/v1/own-body`)).text()).toBe("said by the route");
    const untyped = await fetch(`${base}/api/v1/own-untyped-body`);
    expect(untyped.headers.get("content-type") ?? "").not.toContain("application/json");
    expect(await untyped.text()).toBe("plain words");
    const page = await fetch(`${base}/owner/dashboard`, { method: "POST" });
    expect(page.status).toBe(405);
    expect(await page.text()).toBe("");
  });
});
