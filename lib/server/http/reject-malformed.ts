import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { areaOfApiPath } from "@/i18n/config";
import { AppError } from "./app-error";
import { REQUEST_ID_HEADER, requestLocale, webHeaders } from "./request-info";
import { errorParts } from "./responses";

/** The methods the app answers; Next.js answers anything else (TRACE, TRACK, …) with a plain 500. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A path no page has: Next.js renders the localised not-found page for it. */
export const NOT_FOUND_PATH = "/__not-found";

/**
 * Requests Next.js would answer with a plain-text 500 are settled before it sees them
 * (finding 5): an unknown method gets 405, and a path whose percent-escapes do not decode
 * gets 400 under /api (the catalogue's JSON, in the area's language) and the not-found page
 * elsewhere. Returns true when the request was answered here.
 */
export function rejectMalformedRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const rawUrl = req.url ?? "/";
  const path = rawUrl.split("?")[0] ?? "/";
  const api = path.startsWith("/api/") || path === "/api";
  if (!KNOWN_METHODS.has((req.method ?? "").toUpperCase())) {
    if (api) sendApiError(req, res, new AppError("method_not_allowed"));
    else res.writeHead(405, { allow: "GET, HEAD, POST", "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end("Method Not Allowed");
    return true;
  }
  if (decodes(path)) return false;
  if (api) {
    sendApiError(req, res, new AppError("validation:invalid_params"));
    return true;
  }
  req.url = NOT_FOUND_PATH;
  return false;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function sendApiError(req: IncomingMessage, res: ServerResponse, error: AppError): void {
  const headers = webHeaders(req);
  const locale = requestLocale(headers, undefined, areaOfApiPath((req.url ?? "/").split("?")[0] ?? "/"));
  const { status, body, headers: extra } = errorParts(error, locale, headers.get(REQUEST_ID_HEADER) ?? randomUUID());
  const allow = error.code === "method_not_allowed" ? { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } : {};
  res.writeHead(status, { ...extra, ...allow, "content-type": "application/json; charset=utf-8" });
  res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
}
