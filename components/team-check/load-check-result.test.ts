import { describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/engine/index";
import { encodePackedRender, PACKED_RENDER_TYPE } from "@/lib/contracts/render-packing";
import { loadCheckResult } from "./load-check-result";

const bigFive = { extraversion: 3, agreeableness: 3.5, conscientiousness: 3.2, negativeEmotionality: 2.5, openMindedness: 3 };
const checked = checkTeam({ slots: [{ id: "a", bigFive }, { id: "b", bigFive }] }, { seed: 2, today: "2026-03-14" });
const LOCATION = "/api/v1/scene/scene/snapshot/s/render/r";

function fakeFetch(routes: Record<string, () => Response>): { fetchImpl: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const route = routes[url];
    if (!route) throw new TypeError("network down");
    return route();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const SNAPSHOT = "/api/v1/scene/scene/snapshot/s?ruid=r";

describe("loading a team check's render data", () => {
  it("decodes the packed form the server sends to the app", async () => {
    if (!checked.ok) throw new Error("engine");
    const packed = () => new Response(encodePackedRender(checked.value), { headers: { "content-type": PACKED_RENDER_TYPE } });
    const { fetchImpl } = fakeFetch({ [SNAPSHOT]: () => json({ location: LOCATION, size: 10 }), [LOCATION]: packed });
    expect(await loadCheckResult("s", "r", fetchImpl)).toEqual({ ok: true, result: JSON.parse(JSON.stringify(checked.value)) });
  });

  it("asks for the location, then downloads the result", async () => {
    if (!checked.ok) throw new Error("engine");
    const { fetchImpl, calls } = fakeFetch({ [SNAPSHOT]: () => json({ location: LOCATION, size: 10 }), [LOCATION]: () => json(checked.value) });
    const loaded = await loadCheckResult("s", "r", fetchImpl);
    expect(loaded.ok).toBe(true);
    expect(calls).toEqual([SNAPSHOT, LOCATION]);
  });

  it("says pending while the run is still computing", async () => {
    const { fetchImpl } = fakeFetch({ [SNAPSHOT]: () => json({ code: "scene:render_empty", message: "", status: 409, requestId: "" }, 409) });
    expect(await loadCheckResult("s", "r", fetchImpl)).toMatchObject({ ok: false, pending: true });
  });

  it("passes the run's own error on", async () => {
    const { fetchImpl } = fakeFetch({ [SNAPSHOT]: () => json({ code: "actors_ineligible", message: "", status: 422, requestId: "" }, 422) });
    expect(await loadCheckResult("s", "r", fetchImpl)).toMatchObject({ ok: false, pending: false, error: { code: "actors_ineligible" } });
  });

  it("reports a failed download or a foreign location as a connection failure", async () => {
    const broken = fakeFetch({ [SNAPSHOT]: () => json({ location: LOCATION, size: 10 }) });
    expect(await loadCheckResult("s", "r", broken.fetchImpl)).toMatchObject({ ok: false, error: { code: "connection_failed" } });
    const foreign = fakeFetch({ [SNAPSHOT]: () => json({ location: "https://elsewhere.example/x", size: 10 }) });
    expect(await loadCheckResult("s", "r", foreign.fetchImpl)).toMatchObject({ ok: false, error: { code: "connection_failed" } });
    expect(foreign.calls).toEqual([SNAPSHOT]);
  });

  it("reports empty render data as a bad connection", async () => {
    const { fetchImpl } = fakeFetch({ [SNAPSHOT]: () => json({ location: LOCATION, size: 10 }), [LOCATION]: () => json(null) });
    expect(await loadCheckResult("s", "r", fetchImpl)).toMatchObject({ ok: false, error: { code: "unstable_connection" } });
  });

  it("reports a body that is not JSON as a bad connection", async () => {
    const { fetchImpl } = fakeFetch({ [SNAPSHOT]: () => json({ location: LOCATION, size: 10 }), [LOCATION]: () => new Response("<html>", { status: 200 }) });
    expect(await loadCheckResult("s", "r", fetchImpl)).toMatchObject({ ok: false, error: { code: "unstable_connection" } });
  });
});
