import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { callEndpoint } from "./call-endpoint";
import { loginPathFor } from "./session-end";

// The one place that handles an ended session (spec part 1 sections 4 and 7), reached
// through callEndpoint as every query, mutation and form reaches it.

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const OWNER_ID = "00000000-0000-4000-8000-000000000001";

function answering(status: number, code: string) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (url: string) => {
    calls.push(url);
    return url.includes("logout") ? jsonResponse(200, { ok: true }) : jsonResponse(status, { code, status, message: "", requestId: "r" });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("an ended session is handled in callEndpoint", () => {
  const assign = vi.fn();
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("window", { location: { pathname: "/owner-mobile/settings", search: "?tab=1", assign, reload } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
    reload.mockReset();
  });

  it("a 401 of an endpoint that needs a session signs the area out and goes to its login page", async () => {
    const { calls, fetchImpl } = answering(401, "auth:unauthorized");
    const result = await callEndpoint(endpoints.getOwnerProfiles, { query: {} }, { fetchImpl });
    expect(result.ok).toBe(false);
    expect(calls).toEqual(["/api/v1/owner/profiles", "/api/v1/passport/owner/logout"]);
    expect(assign).toHaveBeenCalledWith("/owner-mobile/login?next=%2Fowner-mobile%2Fsettings%3Ftab%3D1");
  });

  it("a 401 of a mutation signs out the same way, in the administrator area with its own logout", async () => {
    vi.stubGlobal("window", { location: { pathname: "/administrator/owners", search: "", assign, reload } });
    const { calls, fetchImpl } = answering(401, "auth:unauthorized");
    await callEndpoint(endpoints.deleteAdministratorOwnersById, { params: { id: OWNER_ID } }, { fetchImpl });
    expect(calls).toEqual([`/api/v1/administrator/owners/${OWNER_ID}`, "/api/v1/administrator/logout"]);
    expect(assign).toHaveBeenCalledWith("/administrator/login?next=%2Fadministrator%2Fowners");
  });

  it("a 401 of a sign-in call is just an answer (wrong password): no sign-out, no redirect", async () => {
    const { calls, fetchImpl } = answering(401, "auth:incorrect_credentials");
    const result = await callEndpoint(endpoints.postPassportOwnerLogin, { body: { username: "a@example.com", password: "x" } }, { fetchImpl });
    expect(result.ok ? null : result.error.code).toBe("auth:incorrect_credentials");
    expect(calls).toEqual(["/api/v1/passport/owner/login"]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a 401 of an endpoint usable without a session (the public questionnaire) does not redirect", async () => {
    const { fetchImpl } = answering(401, "auth:unauthorized");
    await callEndpoint(endpoints.getOwnerQuestionnaireUnsecure, { query: { kind: "profile" } }, { fetchImpl });
    expect(assign).not.toHaveBeenCalled();
  });

  it("a 404 on owner self signs the owner out and reloads the page", async () => {
    const { calls, fetchImpl } = answering(404, "entity_not_found");
    const result = await callEndpoint(endpoints.getOwnerSelf, {}, { fetchImpl });
    expect(result.ok).toBe(false);
    expect(calls).toEqual(["/api/v1/owner/self", "/api/v1/passport/owner/logout"]);
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });

  it("a 404 elsewhere is an ordinary answer", async () => {
    const { calls, fetchImpl } = answering(404, "p2p:not_found");
    await callEndpoint(endpoints.getSceneP2pById, { params: { id: OWNER_ID } }, { fetchImpl });
    expect(calls).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("no response is a connection error; offline is 'no internet'", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("failed");
    }) as unknown as typeof fetch;
    const r1 = await callEndpoint(endpoints.getOwnerSelf, {}, { fetchImpl: failing });
    expect(r1.ok ? null : r1.error.code).toBe("connection_failed");
    vi.stubGlobal("navigator", { onLine: false });
    const r2 = await callEndpoint(endpoints.getOwnerSelf, {}, { fetchImpl: failing });
    expect(r2.ok ? null : r2.error.code).toBe("no_network");
    expect(assign).not.toHaveBeenCalled();
  });

  it("login paths belong to the area of the current page", () => {
    expect(loginPathFor("/administrator/profiles")).toBe("/administrator/login?next=%2Fadministrator%2Fprofiles");
    expect(loginPathFor("/love-mobile/p2p/5")).toBe("/love-mobile/login?next=%2Flove-mobile%2Fp2p%2F5");
  });
});
