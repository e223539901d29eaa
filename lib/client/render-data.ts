import { decodePackedRender, isPackedRender, PACKED_RENDER_TYPE } from "@/lib/contracts/render-packing";

/** The app asks for the packed form; a run stored before packing still answers JSON, read the same way. */
export const RENDER_ACCEPT = `${PACKED_RENDER_TYPE}, application/json;q=0.9`;

export type RenderDownload = { ok: true; data: unknown } | { ok: false; reason: "failed" | "unreadable" };

const GZIP_MAGIC = [0x1f, 0x8b];

/** Bytes still gzip-compressed (a server that could not send Content-Encoding) are unpacked here. */
async function gunzipIfNeeded(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return bytes;
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Downloads a run's render data at its location (GET /scene/snapshot/{id}?ruid= names it)
 * and decodes it: the packed form (lib/contracts/render-packing.ts) or JSON, by its
 * content type. `failed`: no answer or an HTTP error; `unreadable`: an answer that is neither.
 */
export async function downloadRenderData(location: string, fetchImpl: typeof fetch = fetch): Promise<RenderDownload> {
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetchImpl(location, { credentials: "same-origin", headers: { accept: RENDER_ACCEPT } });
    if (!response.ok) return { ok: false, reason: "failed" };
    bytes = await gunzipIfNeeded(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return { ok: false, reason: "failed" };
  }
  try {
    if ((response.headers.get("content-type") ?? "").includes(PACKED_RENDER_TYPE) || isPackedRender(bytes)) return { ok: true, data: decodePackedRender(bytes) };
    return { ok: true, data: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
