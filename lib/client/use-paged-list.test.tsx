// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { createQueryClient } from "./query-client";
import { usePagedList } from "./use-paged-list";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const page = (names: string[], total = names.length) => ({
  profiles: names.map((n, i) => ({ _id: `00000000-0000-4000-8000-00000000000${i}`, firstName: n })),
  total,
  page: 1,
  pageSize: 12,
});

// The answers here are small stand-ins; their contract checks are callEndpoint's own tests.
beforeEach(() => vi.stubEnv("NODE_ENV", "production"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("usePagedList", () => {
  it("an older answer never overwrites a newer one", async () => {
    const slow = deferred<Response>();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (url.includes("page=2") ? jsonResponse(200, page(["second"], 13)) : slow.promise)),
    );
    const initial = { search: "", page: 1 };
    const { result } = renderHook(() => usePagedList(endpoints.getOwnerProfiles, initial, (f) => ({ query: { page: f.page, pageSize: 12 } })), { wrapper: wrapperWith(createQueryClient()) });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.data?.profiles[0]?.firstName).toBe("second"));
    await act(async () => slow.resolve(jsonResponse(200, page(["first"], 13))));
    expect(result.current.data?.profiles[0]?.firstName).toBe("second");
    expect(result.current.filter.page).toBe(2);
  });

  it("keeps the last page on screen while the next loads, and a filter change starts at page 1", async () => {
    const next = deferred<Response>();
    vi.stubGlobal("fetch", vi.fn(async (url: string) => (url.includes("sortOrder=asc") ? next.promise : jsonResponse(200, page(["shown"], 30)))));
    const initial = { search: "", page: 3, sortOrder: "desc" as "asc" | "desc" };
    const { result } = renderHook(() => usePagedList(endpoints.getOwnerProfiles, initial, (f) => ({ query: { page: f.page, sortOrder: f.sortOrder } })), { wrapper: wrapperWith(createQueryClient()) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => result.current.update({ sortOrder: "asc" }));
    expect(result.current.filter).toEqual({ search: "", page: 1, sortOrder: "asc" });
    expect(result.current.data?.profiles[0]?.firstName).toBe("shown");
    expect(result.current.loading).toBe(true);
    await act(async () => next.resolve(jsonResponse(200, page(["sorted"], 30))));
    await waitFor(() => expect(result.current.data?.profiles[0]?.firstName).toBe("sorted"));
  });

  it("the search box's text reaches the filter once typing pauses, and goes back to page 1", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse(200, page([]))));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const initial = { search: "", page: 2 };
    const { result } = renderHook(() => usePagedList(endpoints.getOwnerProfiles, initial, (f) => ({ query: { page: f.page, ...(f.search ? { search: f.search } : {}) } })), { wrapper: wrapperWith(createQueryClient()) });
    act(() => result.current.setSearchText("an"));
    act(() => result.current.setSearchText("anna"));
    expect(result.current.filter.search).toBe("");
    await act(async () => vi.advanceTimersByTime(350));
    expect(result.current.filter).toEqual({ search: "anna", page: 1 });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("search=anna"))).toBe(true));
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("search=an&"))).toBe(false);
  });
});
