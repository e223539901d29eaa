import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { routeFolderOf, type AuthSpec } from "@/lib/contracts/endpoint";
import { endpointList } from "@/lib/contracts/endpoints";
import type { RouteHandler } from "@/lib/server/http/route";
import { issueOneTimeToken } from "@/lib/server/auth/one-time-tokens";
import { createAdministrator, createEstimator, createOwner, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import * as handlers from "../support/routes";
import { adminLogin, estimatorLogin, flameMagic, ownerLogin } from "../support/routes";
import { discoverRoutes, type DiscoveredRoute } from "../support/route-modules";
import { teamProfiles } from "../support/team-data";
import { foreignIdBody, foreignIdQuery, OWN_RESOURCE_OF, PARAM_SAMPLES, ROUTE_ACCESS } from "./route-expectations";

// Checklist 17: every route x {anonymous, administrator, estimator, owner, other owner,
// flame user}, generated from the route files themselves.

function fill(path: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = path.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    params[name] = PARAM_SAMPLES[name] ?? "00000000-0000-4000-8000-000000000000";
    return params[name]!;
  });
  return { url, params };
}

async function tableCounts(db: Db): Promise<string> {
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const rows = (tables as unknown as { rows: Array<{ tablename: string }> }).rows;
  const counts: string[] = [];
  for (const { tablename } of rows) {
    if (tablename === "rate_limit_hits") continue;
    const result = await db.execute(sql.raw(`select count(*)::int as n from "${tablename}"`));
    counts.push(`${tablename}=${(result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n}`);
  }
  return counts.join(",");
}

describeEachDatabase("checklist 17: access matrix over every route", ({ get, clock }) => {
  let routes: DiscoveredRoute[] = [];
  const tokens: Record<"owner" | "otherOwner" | "estimator" | "administrator" | "flame", string> = { owner: "", otherOwner: "", estimator: "", administrator: "", flame: "" };

  beforeAll(async () => {
    routes = await discoverRoutes();
    const { db } = get();
    await createOwner(db, "matrix-owner@example.com");
    await createOwner(db, "matrix-other@example.com");
    await createEstimator(db, "matrix-estimator@example.com");
    await createAdministrator(db, "matrix-admin@example.com");
    const bearer = { "x-auth-transport": "bearer" };
    const login = async (handler: RouteHandler, username: string) =>
      (await call(handler, { body: { username, password: PASSWORD }, headers: bearer, origin: null, ip: "192.0.2.250" })).body.accessToken as string;
    tokens.owner = await login(ownerLogin, "matrix-owner@example.com");
    tokens.otherOwner = await login(ownerLogin, "matrix-other@example.com");
    tokens.estimator = await login(estimatorLogin, "matrix-estimator@example.com");
    tokens.administrator = await login(adminLogin, "matrix-admin@example.com");
    const flameUser = await db.execute(sql`insert into flame_users (email) values ('matrix-flame@example.com') returning id`);
    const flameId = (flameUser as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    const magic = await issueOneTimeToken(db, { kind: "magic_login", domain: "flame", subjectId: flameId, email: "matrix-flame@example.com", now: clock.now() });
    tokens.flame = (await call(flameMagic, { method: "POST", params: { token: magic }, headers: bearer, origin: null })).body.accessToken as string;
  });

  it("every route file is listed in route-expectations.ts and in the endpoint table, and its handler serves that row's access", () => {
    expect(routes.length).toBeGreaterThan(30);
    const accessOf = (auth: AuthSpec) => (typeof auth === "string" ? auth : `${auth.domain}?`);
    for (const route of routes) {
      const expected = ROUTE_ACCESS[route.key];
      expect(expected, `${route.key} has no line in tests/security/route-expectations.ts`).toBeDefined();
      const row = endpointList.find((e) => e.method === route.method && routeFolderOf(e.path) === route.path);
      expect(row, `${route.key} has no row in lib/contracts/endpoints.ts`).toBeDefined();
      expect(accessOf(row!.auth), `${route.key}: the table's access`).toBe(expected);
      expect(accessOf(route.handler.meta.auth), `${route.key}: the handler's access`).toBe(accessOf(row!.auth));
      // The handler is bound to its own row (not a row of another path), except the catch-all 404.
      if (!row!.hidden) expect(`${route.handler.meta.method} ${route.handler.meta.path}`, route.key).toBe(`${row!.method} ${row!.path}`);
    }
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(routes.map((r) => r.key).sort());
    expect(endpointList.map((e) => `${e.method} ${routeFolderOf(e.path)}`).sort()).toEqual(routes.map((r) => r.key).sort());
  });

  it("anonymous callers get 401 on signed-in routes and never a 5xx anywhere", async () => {
    for (const [i, route] of routes.entries()) {
      const { url, params } = fill(route.path);
      const result = await call(route.handler, { method: route.method, path: url, params, body: route.method === "GET" ? undefined : {}, ip: `198.18.0.${i}` });
      const access = ROUTE_ACCESS[route.key]!;
      if (["owner", "estimator", "administrator", "flame"].includes(access)) expect(result.status, route.key).toBe(401);
      else expect([401, 403], route.key).not.toContain(result.status);
      expect(result.status, route.key).toBeLessThan(500);
    }
  });

  it("a session of another domain is refused (403 by bearer token, 401 by cookie); its own domain passes", async () => {
    const domainOf = { owner: "owner", otherOwner: "owner", estimator: "estimator", administrator: "administrator", flame: "flame" } as const;
    for (const [i, route] of routes.entries()) {
      const access = ROUTE_ACCESS[route.key]!;
      if (!["owner", "estimator", "administrator", "flame"].includes(access)) continue;
      const { url, params } = fill(route.path);
      for (const [who, token] of Object.entries(tokens) as Array<[keyof typeof tokens, string]>) {
        const asBearer = await call(route.handler, { method: route.method, path: url, params, body: route.method === "GET" ? undefined : {}, headers: { authorization: `Bearer ${token}` }, origin: null, ip: `198.18.1.${i}` });
        if (domainOf[who] === access) expect([401, 403], `${who} ${route.key}`).not.toContain(asBearer.status);
        else expect(asBearer.status, `${who} ${route.key}`).toBe(403);
        expect(asBearer.status).toBeLessThan(500);
        if (domainOf[who] !== access) {
          const cookieName = `sid_${domainOf[who]}`;
          const asCookie = await call(route.handler, { method: route.method, path: url, params, body: route.method === "GET" ? undefined : {}, cookies: { [cookieName]: token }, ip: `198.18.2.${i}` });
          expect(asCookie.status, `${who} cookie ${route.key}`).toBe(401);
        }
      }
    }
  });

  it("no GET changes state", async () => {
    const { db } = get();
    for (const route of routes.filter((r) => r.method === "GET")) {
      const { url, params } = fill(route.path);
      for (const token of Object.values(tokens)) {
        const before = await tableCounts(db);
        await call(route.handler, { method: "GET", path: url, params, headers: { authorization: `Bearer ${token}` } });
        expect(await tableCounts(db), route.key).toBe(before);
      }
    }
  });

  it("finding 9: every owner route taking an id answers 404 for another owner's resource", async () => {
    const { db } = get();
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const ownerId = ((await db.execute(sql`select id from owners where email = 'matrix-owner@example.com'`)) as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    const { filled } = await teamProfiles(db, ownerId, clock.now());
    const own = async (handler: RouteHandler, body: unknown, params?: Record<string, string>) => {
      const result = await call(handler, { method: params ? "PUT" : "POST", body, params, headers: bearer(tokens.owner), origin: null });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return result.body;
    };
    const scene = await own(handlers.sceneCreate, { title: "Matrix team", actors: filled.slice(0, 3).map((profileId) => ({ profileId, events: [] })) });
    const other = await own(handlers.sceneCreate, { title: "Matrix team two", actors: filled.slice(2, 5).map((profileId) => ({ profileId, events: [] })) });
    const run = await own(handlers.sceneRun, { wait: true }, { id: scene._id as string });
    await own(handlers.sceneRun, { wait: true }, { id: other._id as string });
    const pair = await own(handlers.pairCreate, { actors: [filled[0], filled[1]] });
    const compare = await own(handlers.scenesCompare, { sceneIds: [scene._id, other._id] });
    const ids = { profile: filled[0]!, scene: scene._id as string, run: run.ruid as string, pair: pair._id as string, compare: (compare._id ?? compare.id) as string };
    for (const [name, value] of Object.entries(ids)) expect(value, name).toMatch(/^[0-9a-f-]{36}$/);

    const checked: string[] = [];
    for (const route of routes) {
      if (ROUTE_ACCESS[route.key] !== "owner" || !route.path.includes("[")) continue;
      const resource = OWN_RESOURCE_OF(route.key);
      expect(resource, `${route.key}: say in route-expectations.ts which resource its id names`).toBeDefined();
      if (resource === "not-owned-by-design") continue;
      const params: Record<string, string> = {};
      const url = route.path.replace(/\[([^\]]+)\]/g, (_, name: string) => (params[name] = name === "ruid" ? ids.run : ids[resource!])) + foreignIdQuery(route.key, ids.run);
      const body = route.method === "GET" ? undefined : foreignIdBody(route.key, filled);
      const foreign = await call(route.handler, { method: route.method, path: url, params, body, headers: bearer(tokens.otherOwner), origin: null });
      expect(foreign.status, `${route.key} with another owner's ${resource}: ${JSON.stringify(foreign.body)}`).toBe(404);
      if (route.method === "GET") {
        const mine = await call(route.handler, { method: "GET", path: url, params, headers: bearer(tokens.owner), origin: null });
        expect(mine.status, `${route.key} with the owner's own ${resource}`).toBe(200);
      }
      checked.push(route.key);
    }
    expect(checked.length).toBeGreaterThan(15);
  });
});
