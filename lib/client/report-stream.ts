import { clientError, errorBodyOf, type ApiResult } from "./api";
import type { ReportEvent, ReportSource } from "@/lib/contracts/consumer";
import { fillPath } from "@/lib/contracts/endpoint-paths";

export type { ReportEvent, ReportSource };

// The report of a couple result arrives as NDJSON while it is written
// (POST /api/v1/chatgpt/resultAnonymous; lib/server/services/consumer/reports.ts).

/** Splits a growing buffer into complete NDJSON lines; returns the events and the unfinished rest. */
export function parseReportLines(buffer: string): { events: ReportEvent[]; rest: string } {
  const lines = buffer.split("\n");
  const rest = lines.pop() ?? "";
  const events: ReportEvent[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const event = JSON.parse(line) as ReportEvent;
      if (event && typeof event === "object" && typeof event.type === "string") events.push(event);
    } catch {
      /* a broken line is skipped; the stream goes on */
    }
  }
  return { events, rest };
}

/** Which report to ask for: the route's path and its JSON body. */
export interface ReportRequest {
  path: string;
  body: Record<string, unknown>;
}

/** Asks for the report and hands each event to `onEvent` as it arrives; resolves when the stream ends. */
export async function streamReport(request: ReportRequest, onEvent: (event: ReportEvent) => void): Promise<ApiResult<null>> {
  let response: Response;
  try {
    response = await fetch(fillPath(request.path, {}), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/x-ndjson, application/json" },
      body: JSON.stringify(request.body),
    });
  } catch {
    return { ok: false, error: clientError("connection_failed") };
  }
  if (!response.ok || !response.body) {
    return { ok: false, error: errorBodyOf(await response.json().catch(() => null), response.status) };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseReportLines(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.type === "done") finished = true;
        onEvent(event);
      }
    }
  } catch {
    return { ok: false, error: clientError("unstable_connection") };
  }
  return finished ? { ok: true, data: null, status: response.status } : { ok: false, error: clientError("unstable_connection") };
}
