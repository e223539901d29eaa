import { gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sceneRuns } from "@/db/schema";
import { downloadRenderData } from "@/lib/client/render-data";
import { decodePackedRender, PACKED_RENDER_TYPE } from "@/lib/contracts/render-packing";
import { STORED_ENCODING_HEADER } from "@/lib/server/http/stored-encoding";
import { closeEnginePool } from "@/lib/server/jobs/pool";
import { resolveSession } from "@/lib/server/auth/sessions";
import type { Db } from "@/db/client";
import { renderData } from "./snapshots";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { teamProfiles } from "@/tests/support/team-data";

afterAll(() => closeEnginePool());

const cookieHeader = (cookies: Record<string, string>) => Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ");

describeEachDatabase("render data", ({ get, clock }) => {
  let cookies: Record<string, string>;
  let other: Record<string, string>;
  let sceneId: string;
  let ruid: string;

  /** GET of the render data with raw bytes, as the browser or an API client sends it. */
  const fetchRender = async (headers: Record<string, string>, as = cookies, run = ruid) => {
    const request = new Request(`http://localhost:3000/api/v1/scene/scene/snapshot/${sceneId}/render/${run}`, { headers: { host: "localhost:3000", "x-accordo-client-ip": "203.0.113.10", cookie: cookieHeader(as), ...headers } });
    const response = await r.sceneRender(request, { params: Promise.resolve({ sceneId, ruid: run }) });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    const { db } = get();
    const me = await ownerWithSession(db, "render-owner@example.com");
    cookies = me.cookies;
    const { filled } = await teamProfiles(db, me.owner.id, clock.now());
    other = (await ownerWithSession(db, "render-stranger@example.com")).cookies;
    const created = await call(r.sceneCreate, { body: { title: "Packed", actors: filled.slice(0, 3).map((profileId) => ({ profileId, events: [] })), lifespan: "one_year" }, cookies });
    sceneId = created.body._id as string;
    const run = await call(r.sceneRun, { method: "PUT", params: { id: sceneId }, body: { wait: true }, cookies });
    expect(run.body.status).toBe("done");
    ruid = run.body.ruid as string;
  });

  it("is stored packed once by the worker and sent as the stored bytes to a client that takes gzip", async () => {
    const [row] = await get().db.select().from(sceneRuns).where(eq(sceneRuns.id, ruid));
    expect(row!.dataFormat).toBe("packed");
    const { response, bytes } = await fetchRender({ accept: PACKED_RENDER_TYPE, "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(PACKED_RENDER_TYPE);
    expect(response.headers.get(STORED_ENCODING_HEADER)).toBe("gzip");
    expect(Buffer.from(bytes).equals(row!.data!)).toBe(true);
    const value = decodePackedRender(gunzipSync(bytes)) as { dayCount: number; actorIds: string[] };
    expect(value.dayCount).toBe(730);
    expect(value.actorIds).toHaveLength(3);
  });

  it("answers JSON to API clients (any Accept but the packed type), equal to the packed form decoded", async () => {
    const packed = decodePackedRender(gunzipSync((await fetchRender({ accept: PACKED_RENDER_TYPE, "accept-encoding": "gzip" })).bytes));
    for (const accept of ["application/json", "*/*"]) {
      const { response, bytes } = await fetchRender({ accept, "accept-encoding": "gzip" });
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get(STORED_ENCODING_HEADER)).toBeNull();
      expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(packed);
    }
    // A client that refuses gzip gets the packed bytes unpacked.
    const plain = await fetchRender({ accept: PACKED_RENDER_TYPE, "accept-encoding": "identity" });
    expect(plain.response.headers.get(STORED_ENCODING_HEADER)).toBeNull();
    expect(decodePackedRender(plain.bytes)).toEqual(packed);
  });

  it("answers 304 to its ETag (run id and format) before reading the data, and 404 to another owner even with the ETag", async () => {
    const packed = await fetchRender({ accept: PACKED_RENDER_TYPE, "accept-encoding": "gzip" });
    const json = await fetchRender({ accept: "application/json" });
    const packedTag = packed.response.headers.get("etag")!;
    expect(packedTag).toBe(`"${ruid}.packed"`);
    expect(json.response.headers.get("etag")).toBe(`"${ruid}.json"`);
    expect(packed.response.headers.get("vary")).toContain("accept");
    expect(packed.response.headers.get("cache-control")).toContain("immutable");

    const again = await fetchRender({ accept: PACKED_RENDER_TYPE, "if-none-match": packedTag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await fetchRender({ accept: PACKED_RENDER_TYPE, "if-none-match": `W/"x", ${packedTag}` })).response.status).toBe(304);
    // The JSON form's tag does not validate the packed form.
    expect((await fetchRender({ accept: PACKED_RENDER_TYPE, "if-none-match": json.response.headers.get("etag")! })).response.status).toBe(200);

    const stranger = await fetchRender({ accept: PACKED_RENDER_TYPE, "if-none-match": packedTag }, other);
    expect(stranger.response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(stranger.bytes)).code).toBe("scene:not_found");
    expect((await fetchRender({ accept: PACKED_RENDER_TYPE }, other)).response.status).toBe(404);
    expect((await call(r.sceneSnapshot, { path: `/x?ruid=${ruid}`, params: { sceneId }, cookies: other })).status).toBe(404);
    const unknownRun = await fetchRender({ accept: PACKED_RENDER_TYPE }, cookies, "00000000-0000-4000-8000-000000000000");
    expect(JSON.parse(new TextDecoder().decode(unknownRun.bytes)).code).toBe("scene:snapshot_missing");
  });

  it("reads no render data for a 304: the ETag is checked on the run's other columns", async () => {
    const { db } = get();
    const resolved = await resolveSession(db, cookies.sid_owner!, "owner", clock.now());
    if (!resolved.ok) throw new Error("no session");
    // The columns of every select the service makes, in order.
    const selects: string[][] = [];
    const recording = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "select") return Reflect.get(target, key, receiver) as unknown;
        return (fields?: SelectedFields) => {
          selects.push(Object.keys(fields ?? { "*": 1 }));
          return fields ? target.select(fields) : target.select();
        };
      },
    }) as Db;
    const request = (headers: Record<string, string>) => new Request("http://localhost/render", { headers: { accept: PACKED_RENDER_TYPE, ...headers } });
    const notModified = await renderData(recording, resolved.session, sceneId, ruid, request({ "if-none-match": `"${ruid}.packed"` }));
    expect(notModified.status).toBe(304);
    expect(selects).toHaveLength(1);
    expect(selects[0]).not.toContain("data");
    expect(selects[0]).not.toContain("*");
    selects.length = 0;
    const full = await renderData(recording, resolved.session, sceneId, ruid, request({ "accept-encoding": "gzip" }));
    expect(full.status).toBe(200);
    expect(selects).toEqual([expect.not.arrayContaining(["data"]), ["data"]]);
  });

  it("still serves a run stored before packing (JSON gzip) as JSON, which the app's browser code reads", async () => {
    const { db } = get();
    const legacy = { engineVersion: "old", dayCount: 2, actors: { a: { power: [1.5, null] } } };
    const [old] = await db
      .insert(sceneRuns)
      .values({ sceneId, ownerId: (await db.select({ ownerId: sceneRuns.ownerId }).from(sceneRuns).where(eq(sceneRuns.id, ruid)))[0]!.ownerId, seed: 1, engineVersion: "old", status: "done", phase: "DONE", data: gzipSync(JSON.stringify(legacy)), createdAt: clock.now() })
      .returning({ id: sceneRuns.id, dataFormat: sceneRuns.dataFormat });
    expect(old!.dataFormat).toBe("json");
    const served = await fetchRender({ accept: PACKED_RENDER_TYPE, "accept-encoding": "gzip" }, cookies, old!.id);
    expect(served.response.headers.get("content-type")).toContain("application/json");
    expect(served.response.headers.get("etag")).toBe(`"${old!.id}.json"`);
    expect(JSON.parse(gunzipSync(served.bytes).toString("utf8"))).toEqual(legacy);
    // The browser's download (lib/client/render-data.ts) against the route, bytes as the network delivers them.
    const browserFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = { ...(init?.headers as Record<string, string>), "accept-encoding": "identity" };
      const { response, bytes } = await fetchRender(headers, cookies, String(input).split("/").pop()!);
      return new Response(bytes, { status: response.status, headers: response.headers });
    }) as typeof fetch;
    expect(await downloadRenderData(`/render/${old!.id}`, browserFetch)).toEqual({ ok: true, data: legacy });
    const fresh = await downloadRenderData(`/render/${ruid}`, browserFetch);
    expect(fresh.ok && (fresh.data as { dayCount: number }).dayCount).toBe(730);
  });
});
