import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { areaOfApiPath, type Locale } from "@/i18n/config";
import { AppError } from "./app-error";
import { REQUEST_ID_HEADER, requestLocale, webHeaders } from "./request-info";
import { errorParts } from "./responses";

/** Probes answer whatever the load: a busy server is still alive and still ready. */
const EXEMPT = new Set(["/api/v1/health", "/api/v1/ready"]);

export interface AdmissionOptions {
  /** API requests in progress at once; the next one is shed. */
  maxInFlight: number;
  /** What a shed request is told to wait, in seconds. */
  retryAfterSeconds?: number;
}

export interface AdmissionCounts {
  inFlight: number;
  admitted: number;
  shed: number;
}

export interface Admission {
  /**
   * Counts the request in, or answers it 503 `service_unavailable` with Retry-After at once
   * and returns false. Only /api/ paths are limited (pages and static files are not).
   */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Requests in progress now, and those admitted and shed since the last call. */
  takeCounts(): AdmissionCounts;
}

/**
 * The admission limit (checklist 30): past `maxInFlight` API requests in progress, more work
 * would only wait behind the rest (the event loop, the engine pool and the database are
 * shared), so the latency of everyone grows without bound. Shedding the excess at the door
 * costs almost nothing and tells the client when to come back.
 */
export function createAdmission(options: AdmissionOptions): Admission {
  const retryAfter = options.retryAfterSeconds ?? 1;
  let inFlight = 0;
  let admitted = 0;
  let shed = 0;
  // The body differs only by request id: the translation is done once per locale.
  const bodies = new Map<Locale, ReturnType<typeof errorParts>>();

  function reject(req: IncomingMessage, res: ServerResponse, path: string): void {
    const requestId = String(req.headers[REQUEST_ID_HEADER] ?? "");
    const locale = requestLocale(webHeaders(req), undefined, areaOfApiPath(path));
    let parts = bodies.get(locale);
    if (!parts) {
      parts = errorParts(new AppError("service_unavailable", 503, { retryAfter }), locale, "");
      bodies.set(locale, parts);
    }
    res.writeHead(parts.status, { ...parts.headers, "content-type": "application/json; charset=utf-8", "x-request-id": requestId });
    res.end(JSON.stringify({ ...parts.body, requestId }));
  }

  return {
    admit(req, res) {
      const path = (req.url ?? "/").split("?", 1)[0]!;
      if (!path.startsWith("/api/") || EXEMPT.has(path)) return true;
      if (inFlight >= options.maxInFlight) {
        shed++;
        // Drain what the client sent so the keep-alive connection stays usable.
        req.resume();
        reject(req, res, path);
        return false;
      }
      inFlight++;
      admitted++;
      res.once("close", () => inFlight--);
      return true;
    },
    takeCounts() {
      const counts = { inFlight, admitted, shed };
      admitted = 0;
      shed = 0;
      return counts;
    },
  };
}
