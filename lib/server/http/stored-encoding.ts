import "server-only";
import type { ServerResponse } from "node:http";

/**
 * Next.js drops a route handler's own Content-Encoding (next/dist/server/send-response.js),
 * so a route that answers bytes already gzip-compressed (stored render data) names their
 * encoding in this header instead, and the custom server (server.ts) turns it into
 * Content-Encoding on the Node response. With Content-Encoding set, Next's compression
 * leaves the body alone: the stored bytes go out as they are, compressed once.
 */
export const STORED_ENCODING_HEADER = "x-accordo-stored-encoding";

export function passStoredEncoding(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  const appendHeader = res.appendHeader.bind(res);
  const rename = (name: string) => (name.toLowerCase() === STORED_ENCODING_HEADER ? "content-encoding" : name);
  res.setHeader = (name, value) => setHeader(rename(name), value);
  res.appendHeader = (name, value) => appendHeader(rename(name), value);
}
