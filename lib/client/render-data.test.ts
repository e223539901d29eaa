import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePackedRender, PACKED_RENDER_TYPE } from "@/lib/contracts/render-packing";
import { downloadRenderData, RENDER_ACCEPT } from "./render-data";

const value = { dayCount: 20, series: Array.from({ length: 20 }, (_, i) => (i < 3 ? null : i / 10)), mood: Array.from({ length: 20 }, (_, i) => (i % 2 ? "calm" : "tense")) };
const packed = encodePackedRender(value);

function answering(response: () => Response) {
  const seen: Array<RequestInit | undefined> = [];
  const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init);
    return response();
  }) as typeof fetch;
  return { fetchImpl, seen };
}

describe("downloading render data", () => {
  it("asks for the packed form and decodes it", async () => {
    const { fetchImpl, seen } = answering(() => new Response(packed, { headers: { "content-type": PACKED_RENDER_TYPE } }));
    expect(await downloadRenderData("/r", fetchImpl)).toEqual({ ok: true, data: value });
    expect((seen[0]!.headers as Record<string, string>).accept).toBe(RENDER_ACCEPT);
  });

  it("reads JSON (a run stored before packing) by its content type", async () => {
    const { fetchImpl } = answering(() => new Response(JSON.stringify(value), { headers: { "content-type": "application/json" } }));
    expect(await downloadRenderData("/r", fetchImpl)).toEqual({ ok: true, data: value });
  });

  it("unpacks bytes that arrive still gzip-compressed (no Content-Encoding)", async () => {
    const { fetchImpl } = answering(() => new Response(new Uint8Array(gzipSync(packed)), { headers: { "content-type": PACKED_RENDER_TYPE } }));
    expect(await downloadRenderData("/r", fetchImpl)).toEqual({ ok: true, data: value });
  });

  it("tells an unreadable answer from a failed one", async () => {
    const garbled = packed.slice(0, packed.length - 8);
    expect(await downloadRenderData("/r", answering(() => new Response(garbled, { headers: { "content-type": PACKED_RENDER_TYPE } })).fetchImpl)).toEqual({ ok: false, reason: "unreadable" });
    expect(await downloadRenderData("/r", answering(() => new Response("<html>", { headers: { "content-type": "text/html" } })).fetchImpl)).toEqual({ ok: false, reason: "unreadable" });
    expect(await downloadRenderData("/r", answering(() => new Response("{}", { status: 500 })).fetchImpl)).toEqual({ ok: false, reason: "failed" });
    const down = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    expect(await downloadRenderData("/r", down)).toEqual({ ok: false, reason: "failed" });
  });
});
