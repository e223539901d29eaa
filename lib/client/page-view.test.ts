import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/contracts/endpoints";
import { RecordPageView } from "@/lib/contracts/analytics";
import { PAGE_VIEW_PATH, sendPageView } from "./page-view";

describe("sendPageView", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts to the endpoint table's row, without cookies, kept alive", () => {
    expect(PAGE_VIEW_PATH).toBe(endpoints.postAppAnalyticsPageView.path);
    const fetchMock = vi.fn(() => Promise.resolve(new Response("{}")));
    vi.stubGlobal("fetch", fetchMock);
    sendPageView("/faq", { referrer: "https://example.org/a" });
    sendPageView("/owner/subscription", { kind: "plans" });
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls).toHaveLength(2);
    const [url, init] = calls[0]!;
    expect(url).toBe(PAGE_VIEW_PATH);
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(JSON.parse(init.body as string)).toEqual({ path: "/faq", referrer: "https://example.org/a" });
    expect(JSON.parse(calls[1]![1].body as string)).toEqual({ path: "/owner/subscription", kind: "plans" });
    // What it sends passes the server's contract, even for an overlong path.
    sendPageView("/" + "x".repeat(5000));
    for (const [, request] of calls) expect(RecordPageView.safeParse(JSON.parse(request.body as string)).success).toBe(true);
  });

  it("never throws when the request fails", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("offline"))));
    expect(() => sendPageView("/faq")).not.toThrow();
    vi.stubGlobal("fetch", () => {
      throw new Error("no fetch");
    });
    expect(() => sendPageView("/faq")).not.toThrow();
  });
});
