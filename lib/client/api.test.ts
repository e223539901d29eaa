import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, loginPathFor } from "./api";
import { loadOwnerSelf } from "./owner-self";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("client API rules (spec part 1 section 7)", () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("window", { location: { pathname: "/owner-mobile/settings", search: "?tab=1", assign } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it("a 401 on a signed-in call signs the area out and goes to its login page", async () => {
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      calls.push(url);
      return url.includes("logout") ? jsonResponse(200, { ok: true }) : jsonResponse(401, { code: "auth:unauthorized", status: 401, message: "", requestId: "r" });
    }) as unknown as typeof fetch;
    const result = await api("/owner/self", { signedIn: true, fetchImpl });
    expect(result.ok).toBe(false);
    expect(calls).toEqual(["/api/v1/owner/self", "/api/v1/passport/owner/logout"]);
    expect(assign).toHaveBeenCalledWith("/owner-mobile/login?next=%2Fowner-mobile%2Fsettings%3Ftab%3D1");
  });

  it("a 401 on a sign-in call is just an answer (wrong password), no redirect", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(401, { code: "auth:incorrect_credentials", status: 401, message: "", requestId: "r" })) as unknown as typeof fetch;
    const result = await api("/passport/owner/login", { method: "POST", body: {}, fetchImpl });
    expect(result.ok ? null : result.error.code).toBe("auth:incorrect_credentials");
    expect(assign).not.toHaveBeenCalled();
  });

  it("no response is a connection error; offline is 'no internet'", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("failed");
    }) as unknown as typeof fetch;
    expect((await api("/x", { fetchImpl: failing })).ok).toBe(false);
    const r1 = await api("/x", { fetchImpl: failing });
    expect(r1.ok ? null : r1.error.code).toBe("connection_failed");
    vi.stubGlobal("navigator", { onLine: false });
    const r2 = await api("/x", { fetchImpl: failing });
    expect(r2.ok ? null : r2.error.code).toBe("no_network");
  });

  it("on load, a 404 on owner self signs out and reloads", async () => {
    const reload = vi.fn();
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      calls.push(url);
      return url.includes("logout") ? jsonResponse(200, { ok: true }) : jsonResponse(404, { code: "entity_not_found", status: 404, message: "", requestId: "r" });
    }) as unknown as typeof fetch;
    expect(await loadOwnerSelf({ fetchImpl, reload })).toBeNull();
    expect(calls).toEqual(["/api/v1/owner/self", "/api/v1/passport/owner/logout"]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("login paths belong to the area of the current page", () => {
    expect(loginPathFor("/administrator/profiles")).toBe("/administrator/login?next=%2Fadministrator%2Fprofiles");
    expect(loginPathFor("/love-mobile/p2p/5")).toBe("/love-mobile/login?next=%2Flove-mobile%2Fp2p%2F5");
  });
});
