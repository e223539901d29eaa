import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_NAMES } from "@/lib/env";

// compose.yaml and the proxy's Caddyfile (issue 18, point 4), checked without a container
// engine: PostgreSQL, Redis, a one-shot migration, two app instances behind a proxy.

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  restart?: string;
}

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const apps = Object.entries(services).filter(([, s]) => s.command?.join(" ") === "npm run serve");
const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
const healthPath = (service: Service) => /\/api\/v1\/\w+/.exec(service.healthcheck?.test?.join(" ") ?? "")?.[0];

describe("compose.yaml", () => {
  it("has PostgreSQL and Redis, each with a health check", () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.postgres?.healthcheck?.test).toContain("pg_isready");
    expect(services.redis?.healthcheck?.test?.join(" ")).toMatch(/redis-cli ping/);
  });

  it("migrates once, in a one-shot service of the app's image, after PostgreSQL is healthy", () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(["npm", "run", "db:migrate"]);
    expect(migrate.restart).toBe("no");
    expect(migrate.image).toBe(apps[0]?.[1].image);
    expect(migrate.depends_on?.postgres?.condition).toBe("service_healthy");
  });

  it("runs two app instances that start after the migration completed, behind one trusted proxy", () => {
    expect(apps.length).toBeGreaterThanOrEqual(2);
    for (const [name, app] of apps) {
      expect(app.depends_on?.migrate?.condition, name).toBe("service_completed_successfully");
      expect(app.depends_on?.postgres?.condition, name).toBe("service_healthy");
      expect(app.depends_on?.redis?.condition, name).toBe("service_healthy");
      expect(app.environment, name).toMatchObject({ TRUST_PROXY: "1", DEMO_DATA: "off", REDIS_URL: "redis://redis:6379" });
      expect(app.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      // Readiness, a route that exists.
      expect(healthPath(app), name).toBe("/api/v1/ready");
      expect(existsSync(`app${healthPath(app)}/route.ts`)).toBe(true);
    }
  });

  it("passes only variables the app reads (REDIS_URL: issue 18's Redis part)", () => {
    for (const [, app] of apps) {
      for (const name of Object.keys(app.environment ?? {})) expect([...ENV_NAMES, "REDIS_URL"]).toContain(name);
    }
  });

  it("puts a Caddy proxy in front that routes to every instance", () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.volumes?.some((v) => v.startsWith("./deploy/Caddyfile:/etc/caddy/Caddyfile"))).toBe(true);
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(apps.map(([name]) => `${name}:3000`).sort());
  });
});

describe("deploy/Caddyfile", () => {
  it("replaces X-Forwarded-For with the address it saw, as TRUST_PROXY=1 expects", () => {
    expect(caddyfile).toMatch(/header_up X-Forwarded-For \{remote_host\}/);
  });

  it("sends traffic only to ready instances", () => {
    expect(caddyfile).toMatch(/health_uri \/api\/v1\/ready/);
  });

  it("does not strip the WebSocket upgrade of the live channel", () => {
    // reverse_proxy passes upgrades unless a header_up removes Connection/Upgrade.
    expect(caddyfile).not.toMatch(/header_up\s+-(Connection|Upgrade)/i);
    expect(existsSync("app/api/v1/live")).toBe(false); // served by server.ts, not a Next route (stack-notes pitfall 7)
  });
});

describe("docs/deploy.md", () => {
  it("names every environment variable of lib/env.ts", () => {
    const doc = readFileSync("docs/deploy.md", "utf8");
    for (const name of ENV_NAMES) expect(doc, name).toContain(`\`${name}\``);
  });
});
