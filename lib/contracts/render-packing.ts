// The packed form of render data (docs/api.md "Render data"): the engine's result with its
// long per-day arrays moved out of the JSON into typed arrays, so neither the worker nor the
// browser turns 2 MB of numbers into text and back. Pure TS (no node imports): the worker
// encodes with it, the browser decodes with it.
//
// Layout (little-endian):
//   bytes 0-3   magic "ACRB"
//   bytes 4-7   uint32: byte length H of the header
//   8 .. 8+H    the header, UTF-8 JSON: { v, days, actors, columns, body }
//   then, each starting at a multiple of 4, the columns' bytes at the offsets the header names.
// `body` is the result itself in which every packed array is replaced by { "$c": index }.
// Column kinds and their precision:
//   i16   Int16 of value x10, -32768 = null: exact for numbers on the 0.1 grid in [-3276.7, 3276.7]
//         (the engine rounds every series to 0.1, so this is the usual kind).
//   f32   Float32, NaN = null: numbers off that grid or out of that range, about 7 significant digits.
//   u8    strings of at most 255 distinct values (moods, profiles): index into `values` + 1, 0 = null.

import { CodedStrings } from "../engine/core/coded";
import { TENTHS_NULL, tenthsToSeries, toTenths } from "../engine/core/tenths";

export const PACKED_RENDER_TYPE = "application/vnd.accordo.render+binary";
export const PACKED_RENDER_VERSION = 1;
/** How render data is stored next to its run: the engine's JSON (older runs) or this packed form. */
export type RenderFormat = "json" | "packed";

/** Arrays shorter than this stay in the JSON: packing them saves nothing. */
const MIN_PACKED = 16;
const MAGIC = [0x41, 0x43, 0x52, 0x42];
const PLACEHOLDER = "$c";

type ColumnKind = "i16" | "f32" | "u8";
interface ColumnMeta {
  k: ColumnKind;
  /** Byte offset from the start of the body. */
  o: number;
  /** Number of elements. */
  n: number;
  values?: string[];
}

interface PackedHeader {
  v: number;
  days: number | null;
  actors: string[];
  columns: ColumnMeta[];
  body: unknown;
}

export class RenderDecodeError extends Error {
  constructor(reason: string) {
    super(`render data is not readable: ${reason}`);
    this.name = "RenderDecodeError";
  }
}

const BYTES: Record<ColumnKind, number> = { i16: 2, f32: 4, u8: 1 };

/** A numeric array as Int16 x10 when every number is on the 0.1 grid in range, else Float32; null when not all numbers. */
function packNumbers(arr: unknown[]): { kind: ColumnKind; bytes: Uint8Array } | null {
  const n = arr.length;
  const i16 = new Int16Array(n);
  let onGrid = true;
  for (let i = 0; i < n; i++) {
    const v = arr[i];
    if (v === null) {
      i16[i] = TENTHS_NULL;
      continue;
    }
    if (typeof v !== "number") return null;
    if (!onGrid) continue;
    const scaled = toTenths(v);
    if (scaled === null || scaled / 10 !== v) onGrid = false;
    else i16[i] = scaled;
  }
  if (onGrid) return { kind: "i16", bytes: new Uint8Array(i16.buffer) };
  const f32 = new Float32Array(n);
  for (let i = 0; i < n; i++) f32[i] = arr[i] === null ? NaN : (arr[i] as number);
  return { kind: "f32", bytes: new Uint8Array(f32.buffer) };
}

/** A string array as indices into its distinct values (at most 255; 0 = null); null when not all strings. */
function packStrings(arr: unknown[]): { values: string[]; bytes: Uint8Array } | null {
  const index = new Map<string, number>();
  const out = new Uint8Array(arr.length);
  for (let i = 0; i < arr.length; i++) {
    const v = arr[i];
    if (v === null) continue;
    if (typeof v !== "string") return null;
    let code = index.get(v);
    if (code === undefined) {
      if (index.size === 255) return null;
      code = index.size + 1;
      index.set(v, code);
    }
    out[i] = code;
  }
  return { values: [...index.keys()], bytes: out };
}

/**
 * Encodes a JSON value (the engine's scene or team-check result) in the packed form. An
 * Int16Array in it is taken as a series in tenths (TENTHS_NULL = null) and becomes its column
 * as it is, and CodedStrings become their u8 column with its values: the worker hands over a
 * scene's actor series and moods that way (simulateSceneColumns).
 */
export function encodePackedRender(value: unknown): Uint8Array<ArrayBuffer> {
  const columns: ColumnMeta[] = [];
  const chunks: Uint8Array[] = [];
  let offset = 0;
  const pack = (bytes: Uint8Array, n: number, kind: ColumnKind, values?: string[]) => {
    const padded = (bytes.length + 3) & ~3;
    chunks.push(bytes);
    if (padded > bytes.length) chunks.push(new Uint8Array(padded - bytes.length));
    columns.push({ k: kind, o: offset, n, ...(values ? { values } : {}) });
    offset += padded;
    return { [PLACEHOLDER]: columns.length - 1 };
  };
  const walk = (node: unknown): unknown => {
    // A series the engine already holds in tenths (core/tenths.ts): its bytes are the column.
    if (node instanceof Int16Array) return pack(new Uint8Array(node.buffer, node.byteOffset, node.byteLength), node.length, "i16");
    if (node instanceof CodedStrings) return pack(node.codes, node.codes.length, "u8", [...node.values]);
    if (Array.isArray(node)) {
      if (node.length >= MIN_PACKED) {
        const first = node.find((x) => x !== null);
        const numbers = typeof first === "number" ? packNumbers(node) : null;
        if (numbers) return pack(numbers.bytes, node.length, numbers.kind);
        const strings = typeof first === "string" ? packStrings(node) : null;
        if (strings) return pack(strings.bytes, node.length, "u8", strings.values);
      }
      return node.map(walk);
    }
    if (node !== null && typeof node === "object") {
      if (PLACEHOLDER in node) throw new Error(`render data may not hold the key ${PLACEHOLDER}`);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) if (v !== undefined) out[k] = walk(v);
      return out;
    }
    return node;
  };
  const body = walk(value);
  const source = (value ?? {}) as { dayCount?: unknown; actorIds?: unknown; memberIds?: unknown };
  const ids = Array.isArray(source.actorIds) ? source.actorIds : Array.isArray(source.memberIds) ? source.memberIds : [];
  const header: PackedHeader = {
    v: PACKED_RENDER_VERSION,
    days: typeof source.dayCount === "number" ? source.dayCount : null,
    actors: ids.filter((x): x is string => typeof x === "string"),
    columns,
    body,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const start = (8 + headerBytes.length + 3) & ~3;
  const out = new Uint8Array(start + offset);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(4, headerBytes.length, true);
  out.set(headerBytes, 8);
  let at = start;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function readHeader(bytes: Uint8Array): { header: PackedHeader; start: number } {
  if (bytes.length < 8 || MAGIC.some((b, i) => bytes[i] !== b)) throw new RenderDecodeError("not packed render data");
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  if (8 + length > bytes.length) throw new RenderDecodeError("truncated header");
  let header: PackedHeader;
  try {
    header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(8, 8 + length))) as PackedHeader;
  } catch {
    throw new RenderDecodeError("garbled header");
  }
  if (!header || typeof header !== "object" || header.v !== PACKED_RENDER_VERSION) throw new RenderDecodeError("unknown version");
  if (!Array.isArray(header.columns) || !("body" in header)) throw new RenderDecodeError("incomplete header");
  return { header, start: (8 + length + 3) & ~3 };
}

function readColumn(bytes: Uint8Array, start: number, meta: ColumnMeta): Array<number | string | null> {
  const kind = meta?.k;
  if (!(kind in BYTES) || !Number.isInteger(meta.o) || !Number.isInteger(meta.n) || meta.o < 0 || meta.n < 0 || meta.o % 4 !== 0) throw new RenderDecodeError("bad column");
  const from = bytes.byteOffset + start + meta.o;
  if (start + meta.o + meta.n * BYTES[kind] > bytes.length) throw new RenderDecodeError("truncated column");
  if (kind === "i16") return tenthsToSeries(new Int16Array(bytes.buffer.slice(from, from + meta.n * 2)));
  if (kind === "f32") {
    const view = new Float32Array(bytes.buffer.slice(from, from + meta.n * 4));
    const out = new Array<number | null>(meta.n);
    for (let i = 0; i < meta.n; i++) out[i] = Number.isNaN(view[i]) ? null : view[i]!;
    return out;
  }
  const values = meta.values;
  if (!Array.isArray(values)) throw new RenderDecodeError("bad column");
  const codes = bytes.subarray(start + meta.o, start + meta.o + meta.n);
  if (codes.some((code) => code > values.length)) throw new RenderDecodeError("bad value");
  return new CodedStrings(values, codes).toSeries();
}

export function isPackedRender(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && MAGIC.every((b, i) => bytes[i] === b);
}

/** The day count and actor ids of packed render data, without decoding its columns. */
export function packedRenderInfo(bytes: Uint8Array): { days: number | null; actors: string[] } {
  const { header } = readHeader(bytes);
  return { days: header.days, actors: header.actors };
}

/** Decodes packed render data back into the engine's JSON value; throws RenderDecodeError when it is not readable. */
export function decodePackedRender(input: ArrayBuffer | Uint8Array): unknown {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const { header, start } = readHeader(bytes);
  const used = new Set<number>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === "object") {
      if (PLACEHOLDER in node) {
        const index = (node as Record<string, unknown>)[PLACEHOLDER];
        if (typeof index !== "number" || !header.columns[index] || used.has(index)) throw new RenderDecodeError("bad column reference");
        used.add(index);
        return readColumn(bytes, start, header.columns[index]);
      }
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) out[k] = walk(v);
      return out;
    }
    return node;
  };
  const value = walk(header.body);
  if (used.size !== header.columns.length) throw new RenderDecodeError("unused column");
  return value;
}
