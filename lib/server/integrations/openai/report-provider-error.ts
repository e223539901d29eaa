import "server-only";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";

/**
 * Why a generation failed. Every one means the same to the caller: discard what streamed
 * so far and use the standard report.
 */
export type ReportProviderErrorReason =
  | "http_error" // the provider answered with an error status
  | "rate_limited" // 429: quota or rate limit at the provider
  | "connection" // no connection, or it broke before the end
  | "timeout" // the hard limit, or no chunk for too long
  | "aborted" // the caller's signal
  | "empty_output" // the stream ended without text
  | "incomplete"; // the stream ended without a normal finish (cut by length, filtered, dropped)

export class ReportProviderError extends Error {
  override readonly name = "ReportProviderError";
  constructor(
    readonly reason: ReportProviderErrorReason,
    message: string,
    /** The provider's HTTP status, when it answered with one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What an SDK error means, given which of our limits (if any) fired first. */
export function toReportProviderError(error: unknown, fired: "deadline" | "stall" | "caller" | null): ReportProviderError {
  if (error instanceof ReportProviderError) return error;
  if (fired === "deadline") return new ReportProviderError("timeout", "the generation took longer than its hard limit", undefined, { cause: error });
  if (fired === "stall") return new ReportProviderError("timeout", "the provider stopped sending", undefined, { cause: error });
  if (fired === "caller") return new ReportProviderError("aborted", "the caller aborted the generation", undefined, { cause: error });
  if (error instanceof APIConnectionTimeoutError) return new ReportProviderError("timeout", "the provider did not answer in time", undefined, { cause: error });
  if (error instanceof APIUserAbortError) return new ReportProviderError("aborted", "the generation was aborted", undefined, { cause: error });
  if (error instanceof APIConnectionError) return new ReportProviderError("connection", "could not reach the provider", undefined, { cause: error });
  if (error instanceof APIError && typeof error.status === "number") {
    return new ReportProviderError(error.status === 429 ? "rate_limited" : "http_error", `the provider answered ${error.status}`, error.status, { cause: error });
  }
  return new ReportProviderError("connection", error instanceof Error ? error.message.slice(0, 200) : "the generation failed", undefined, { cause: error });
}
