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
  /**
   * The second signal: past this event-loop delay (ms) a request is shed even below
   * `maxInFlight`, as long as at least `minInFlightWhenLagging` are in progress (0 or absent:
   * off). When the main thread itself is the bottleneck (the embedded database runs there),
   * the server accepts connections late and few requests are ever "in flight" at once, so
   * the count alone never trips while clients wait seconds in the accept queue.
   */
  maxLagMs?: number;
  /** Requests that are always let in whatever the delay, so a lone request is never refused. */
  minInFlightWhenLagging?: number;
  /** The current event-loop delay in ms (default: a sampler of this process's loop). */
  lag?: () => number;
}

export interface AdmissionCounts {
  inFlight: number;
  admitted: number;
  shed: number;
  /** Of `shed`, those refused for the event-loop delay rather than the count. */
  shedForLag: number;
}

export interface Admission {
  /**
   * Counts the request in, or answers it 503 `service_unavailable` with Retry-After at once
   * and returns false. Only /api/ paths are limited (pages and static files are not).
   */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
  /** Requests in progress now, and those admitted and shed since the last call. */
  takeCounts(): AdmissionCounts;
  /** Stops the event-loop sampler (graceful shutdown, tests). */
  stop(): void;
}

const SAMPLE_MS = 50;

/**
 * How late the event loop runs, from a timer that asks to fire every 50 ms: the delay it
 * measures is what a request accepted now waits before any of its code runs. Each new
 * reading replaces the last, so the signal drops as soon as the loop is free again. Timers
 * run before the loop polls for connections, so after a long block the reading is fresh
 * when the waiting connections are accepted.
 */
export function sampleEventLoopLag(): { lag: () => number; stop: () => void } {
  let last = 0;
  let expected = performance.now() + SAMPLE_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    last = Math.max(0, now - expected);
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS);
  timer.unref();
  return { lag: () => last, stop: () => clearInterval(timer) };
}

/**
 * The admission limit (checklist 30): past `maxInFlight` API requests in progress, more work
 * would only wait behind the rest (the event loop, the engine pool and the database are
 * shared), so the latency of everyone grows without bound. Shedding the excess at the door
 * costs almost nothing and tells the client when to come back.
 */
export function createAdmission(options: AdmissionOptions): Admission {
  const retryAfter = options.retryAfterSeconds ?? 1;
  const maxLag = options.maxLagMs ?? 0;
  const minWhenLagging = options.minInFlightWhenLagging ?? 4;
  const sampler = maxLag > 0 && !options.lag ? sampleEventLoopLag() : null;
  const lag = options.lag ?? sampler?.lag ?? (() => 0);
  let inFlight = 0;
  let admitted = 0;
  let shed = 0;
  let shedForLag = 0;
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
      const lagging = maxLag > 0 && inFlight >= minWhenLagging && lag() > maxLag;
      if (inFlight >= options.maxInFlight || lagging) {
        shed++;
        if (lagging && inFlight < options.maxInFlight) shedForLag++;
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
      const counts = { inFlight, admitted, shed, shedForLag };
      admitted = 0;
      shed = 0;
      shedForLag = 0;
      return counts;
    },
    stop() {
      sampler?.stop();
    },
  };
}
