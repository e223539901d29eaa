import { expect, it } from "vitest";
import type { z } from "zod";
import { fillPath, routeFolderOf, type EndpointSpec } from "@/lib/contracts/endpoint";
import { endpoints, type EndpointName } from "@/lib/contracts/endpoints";
import { openApiDocument } from "@/lib/contracts/openapi";
import { SignInResponse } from "@/lib/contracts/passport";
import { ProfileListDto } from "@/lib/contracts/profiles";
import { Pair, SelectableProfiles } from "@/lib/contracts/scene-responses";
import type { RouteHandler } from "@/lib/server/http/route";
import { createOwner, PASSWORD } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { call } from "../support/http";
import { teamProfiles } from "../support/team-data";

// A mobile client knows the API only from GET /api/v1/openapi.json. Each step looks its
// operation up in the generated document by method and path, calls the route file that
// serves it the way Next would, and checks the answer against the operation's schema.

interface Step<T> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The schema the test reads the answer with; it must be the one the document's operation names. */
  schema: z.ZodType<T>;
}

async function mobileCall<T>(step: Step<T>): Promise<T> {
  const document = openApiDocument();
  const operation = document.paths[step.path]?.[step.method.toLowerCase()];
  expect(operation, `${step.method} ${step.path} is in the OpenAPI document`).toBeDefined();
  expect(Object.keys(operation!.responses)).toContain("200");
  const endpoint: EndpointSpec = endpoints[operation!.operationId as EndpointName];
  expect(endpoint.response, `${step.method} ${step.path}: the document's response schema`).toBe(step.schema);
  if (step.body !== undefined) expect(endpoint.body, "the operation takes a body").toBeDefined();

  const routeModule = (await import(/* @vite-ignore */ `@/app${routeFolderOf(step.path)}/route.ts`)) as Record<string, RouteHandler>;
  const handler = routeModule[step.method];
  expect(handler, `app${routeFolderOf(step.path)}/route.ts exports ${step.method}`).toBeDefined();
  const headers: Record<string, string> = { ...step.headers };
  if (step.token) headers.authorization = `Bearer ${step.token}`;
  const result = await call(handler!, { method: step.method, path: fillPath(step.path, step.params), params: step.params, body: step.body, headers, origin: null });
  expect(result.status, `${step.method} ${step.path}: ${JSON.stringify(result.body)}`).toBe(200);
  expect(result.setCookies.sid_owner, "a bearer client gets no cookie").toBeUndefined();
  const parsed = step.schema.safeParse(result.body);
  expect(parsed.error?.issues ?? [], `${step.method} ${step.path} answers by its contract`).toEqual([]);
  return parsed.data!;
}

describeEachDatabase("mobile walk-through using only the OpenAPI document", ({ get, clock }) => {
  it("an owner signs in with a bearer token, lists profiles, creates a pair check, runs it and reads the result", async () => {
    const { db } = get();
    const owner = await createOwner(db, "mobile-walk@example.com");
    const { filled } = await teamProfiles(db, owner.id, clock.now());

    const signIn = await mobileCall({
      method: "POST",
      path: "/api/v1/passport/owner/login",
      body: { username: "mobile-walk@example.com", password: PASSWORD },
      headers: { "x-auth-transport": "bearer" },
      schema: SignInResponse,
    });
    expect(signIn.domain).toBe("owner");
    const token = signIn.accessToken!;
    expect(token).toBeTruthy();

    const list = await mobileCall({ method: "GET", path: "/api/v1/owner/profiles", token, schema: ProfileListDto });
    expect(list.total).toBeGreaterThanOrEqual(filled.length);
    expect(list.profiles.map((p) => p._id)).toEqual(expect.arrayContaining(filled));

    const selectable = await mobileCall({ method: "GET", path: "/api/v1/scene/profiles", token, schema: SelectableProfiles });
    const eligible = selectable.items.filter((p) => p.eligible).map((p) => p._id);
    expect(eligible).toEqual(expect.arrayContaining(filled));
    const [a, b] = eligible;

    const created = await mobileCall({ method: "POST", path: "/api/v1/scene/p2p", token, body: { actors: [a, b] }, schema: Pair });
    expect(created.result).toBeNull();
    expect(created.actors.map((p) => p?.profileId)).toEqual([a, b]);

    const ran = await mobileCall({ method: "PUT", path: "/api/v1/scene/p2p/{id}/run", params: { id: created._id }, token, body: {}, schema: Pair });
    expect(ran.result && "months" in ran.result ? ran.result.months : []).toHaveLength(12);

    const read = await mobileCall({ method: "GET", path: "/api/v1/scene/p2p/{id}", params: { id: created._id }, token, schema: Pair });
    expect(read.result).toEqual(ran.result);
    expect(read._id).toBe(created._id);
  });
});
