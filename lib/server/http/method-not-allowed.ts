import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { areaOfApiPath } from "@/i18n/config";
import { AppError } from "./app-error";
import { requestLocale, webHeaders } from "./request-info";
import { errorParts } from "./responses";

function isEmptyChunk(chunk: unknown): boolean {
  return chunk === undefined || chunk === null || typeof chunk === "function" || ((typeof chunk === "string" || chunk instanceof Uint8Array) && chunk.length === 0);
}

/**
 * Next.js answers a method that an API route does not export with a bare 405 and no body.
 * API clients get the catalogue's JSON error (method_not_allowed) in their language
 * instead: this wraps the response of an /api/ request so that a 405 without a content
 * type of its own is given the JSON error's headers as its headers go out and its body as
 * it ends. Next may flush the headers before it ends the (empty) body, hence both hooks.
 */
export function explainMethodNotAllowed(req: IncomingMessage, res: ServerResponse): void {
  if (!req.url?.startsWith("/api/")) return;
  let text: string | null = null;
  let wroteBody = false;
  const claim = (status: number) => {
    if (text !== null || wroteBody || status !== 405 || res.headersSent || res.hasHeader("content-type")) return;
    const locale = requestLocale(webHeaders(req), undefined, areaOfApiPath(new URL(req.url ?? "/", "http://localhost").pathname));
    const { body, headers } = errorParts(new AppError("method_not_allowed"), locale, randomUUID());
    text = JSON.stringify(body);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.removeHeader("content-length");
  };

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    claim(status);
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  const flushHeaders = res.flushHeaders.bind(res);
  res.flushHeaders = () => {
    claim(res.statusCode);
    flushHeaders();
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!isEmptyChunk(chunk)) wroteBody = true;
    return write(chunk, ...rest);
  }) as typeof res.write;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (!isEmptyChunk(args[0])) wroteBody = true; // a body of the route's own: left as it is
    claim(res.statusCode);
    if (text === null || wroteBody || !isEmptyChunk(args[0]) || req.method === "HEAD") return end(...args);
    return end(text, args.find((a) => typeof a === "function"));
  }) as typeof res.end;
}
