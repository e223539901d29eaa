// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { EndpointError, useEndpointMutation, useEndpointQuery } from "./endpoint-query";
import { createQueryClient, shouldRetry } from "./query-client";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const ID = "00000000-0000-4000-8000-000000000001";

// The answers here are small stand-ins; their contract checks are callEndpoint's own tests.
beforeEach(() => vi.stubEnv("NODE_ENV", "production"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("query client defaults", () => {
  it("retries no answer and 5xx twice, never a 4xx", () => {
    const body = (status: number) => new EndpointError({ code: "unexpected_error", message: "", status, requestId: "" });
    expect(shouldRetry(0, body(404))).toBe(false);
    expect(shouldRetry(0, body(401))).toBe(false);
    expect(shouldRetry(0, body(500))).toBe(true);
    expect(shouldRetry(0, body(0))).toBe(true);
    expect(shouldRetry(2, body(500))).toBe(false);
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe("useEndpointQuery and useEndpointMutation", () => {
  it("a failed answer is the query's error, with the server's body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(404, { code: "p2p:not_found", message: "m", status: 404, requestId: "r" })));
    const { result } = renderHook(() => useEndpointQuery(endpoints.getSceneP2pById, { params: { id: ID } }), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.body.code).toBe("p2p:not_found");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a successful mutation refetches the rows it invalidates before it resolves", async () => {
    let teams = [{ _id: ID, name: "A" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === "DELETE") {
          teams = [];
          return jsonResponse(200, { ok: true });
        }
        return jsonResponse(200, { items: teams, nextCursor: null });
      }),
    );
    const { result } = renderHook(
      () => ({ list: useEndpointQuery(endpoints.getSceneScenes, { query: {} }, { retry: false }), remove: useEndpointMutation(endpoints.deleteSceneSceneAll, { invalidates: [endpoints.getSceneScenes] }) }),
      { wrapper: wrapperWith(createQueryClient()) },
    );
    await waitFor(() => expect(result.current.list.isFetched).toBe(true));
    const calls = vi.mocked(fetch).mock.calls.length;
    await act(async () => {
      const sent = await result.current.remove.send({});
      expect(sent.ok).toBe(true);
    });
    expect(vi.mocked(fetch).mock.calls.length).toBe(calls + 2);
    expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toBe("/api/v1/scene/scenes");
  });
});
