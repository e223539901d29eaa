// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { useCursorList, useDebounced } from "./cursor-list";
import { endpointKey } from "./endpoint-query";
import { createQueryClient } from "./query-client";

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const team = (n: number) => ({ _id: `00000000-0000-4000-8000-00000000000${n}`, kind: "team", title: `T${n}`, actorsCount: 2, status: "intact", finalStats: null, updatedAt: "2026-01-01T00:00:00.000Z" });

beforeEach(() => vi.stubEnv("NODE_ENV", "production"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useCursorList", () => {
  it("joins pages, asks for the next with the answer's cursor, and is refetched when its row is invalidated", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const cursor = new URL(url, "http://x").searchParams.get("cursor");
      const body = cursor === "c1" ? { items: [team(3)], nextCursor: null } : { items: [team(1), team(2)], nextCursor: "c1" };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    const { result } = renderHook(() => useCursorList(endpoints.getSceneScenes, { q: "core", limit: 2 }), { wrapper: wrapperWith(client) });
    await waitFor(() => expect(result.current.items?.map((t) => t.title)).toEqual(["T1", "T2"]));
    expect(result.current.hasMore).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/scene/scenes?q=core&limit=2");
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items?.map((t) => t.title)).toEqual(["T1", "T2", "T3"]));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/v1/scene/scenes?q=core&limit=2&cursor=c1");
    expect(result.current.hasMore).toBe(false);
    const before = fetchMock.mock.calls.length;
    await act(() => client.invalidateQueries({ queryKey: endpointKey(endpoints.getSceneScenes) }));
    expect(fetchMock.mock.calls.length).toBe(before + 2);
  });

  it("useDebounced gives the value once it rested", async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: "a" } });
    rerender({ value: "ab" });
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("ab");
  });
});
