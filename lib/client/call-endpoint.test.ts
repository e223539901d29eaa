import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { callEndpoint } from "./call-endpoint";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("callEndpoint: calls by a row of the endpoint table", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("fills the path parameters, sends the method and body, and returns the answer parsed by its schema", async () => {
    const seen: Array<{ url: string; method?: string; body?: unknown }> = [];
    const fetchImpl = vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, method: init.method, body: init.body });
      return jsonResponse(200, { domain: "owner", next: "/owner/dashboard", accessToken: "t" });
    }) as unknown as typeof fetch;
    const result = await callEndpoint(endpoints.postPassportOwnerLoginMagicByToken, { params: { token: "a/b c-token-1" } }, { fetchImpl });
    expect(result).toEqual({ ok: true, status: 200, data: { domain: "owner", next: "/owner/dashboard", accessToken: "t" } });
    expect(seen).toEqual([{ url: "/api/v1/passport/owner/login/magic/a%2Fb%20c-token-1", method: "POST", body: undefined }]);
  });

  it("puts the query into the URL", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { ok: true })) as unknown as typeof fetch;
    await callEndpoint(endpoints.getSceneSandbox, { query: { id: "00000000-0000-4000-8000-000000000001" } }, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith("/api/v1/scene/sandbox?id=00000000-0000-4000-8000-000000000001", expect.anything());
  });

  it("outside production, an answer that breaks its contract is an unexpected_error, not data", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => jsonResponse(200, { domain: "nobody", next: 3 })) as unknown as typeof fetch;
    const result = await callEndpoint(endpoints.postPassportOwnerLogin, { body: { username: "a@example.com", password: "x" } }, { fetchImpl });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("unexpected_error");
  });

  it("in production the answer is passed on unchecked", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const fetchImpl = vi.fn(async () => jsonResponse(200, { domain: "nobody" })) as unknown as typeof fetch;
    const result = await callEndpoint(endpoints.postPassportOwnerLogin, { body: { username: "a@example.com", password: "x" } }, { fetchImpl });
    expect(result.ok).toBe(true);
  });

  it("errors keep the server's error body", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(404, { code: "not_found", message: "m", status: 404, requestId: "r" })) as unknown as typeof fetch;
    const result = await callEndpoint(endpoints.getSceneP2pById, { params: { id: "00000000-0000-4000-8000-000000000001" } }, { fetchImpl });
    expect(result).toEqual({ ok: false, error: { code: "not_found", message: "m", status: 404, requestId: "r" } });
  });
});
