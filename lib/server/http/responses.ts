import "server-only";
import { errorMessageKey, type ErrorBody } from "@/lib/contracts/errors";
import type { Locale } from "@/i18n/config";
import { hasMessage, translate } from "@/lib/server/i18n";
import { errorFields, log } from "@/lib/server/log";
import { AppError, isAppError } from "./app-error";
import { databaseUnavailableReason } from "./database-unavailable";

export function jsonResponse(data: unknown, status = 200, headers?: HeadersInit): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** The client closed the connection while its request was read: nobody to answer, nothing to report. */
function isClientGone(error: unknown): boolean {
  return (error as { code?: unknown })?.code === "ECONNRESET" && error instanceof Error && error.message === "aborted";
}

/** The catalogue's JSON error for `error`, in `locale`, with its status and headers. */
export function errorParts(error: unknown, locale: Locale, requestId: string): { status: number; body: ErrorBody; headers: Record<string, string> } {
  let appError: AppError;
  const unavailable = isAppError(error) ? null : databaseUnavailableReason(error);
  if (isAppError(error)) appError = error;
  else if (unavailable) {
    // Database unreachable: fail fast with 503 (checklist 31). One short line, never the
    // error itself: its message and stack quote the statement and its parameters.
    log("api").warn({ requestId, reason: unavailable }, "database unavailable");
    appError = new AppError("service_unavailable");
  } else {
    if (!isClientGone(error)) log("api").error({ requestId, err: errorFields(error) }, "unexpected error");
    appError = new AppError("unexpected_error");
  }
  const key = `errors.${errorMessageKey(appError.code)}`;
  const body: ErrorBody = {
    code: appError.code,
    message: hasMessage(locale, key) ? translate(locale, key, appError.details.params) : appError.code,
    status: appError.status,
    requestId,
  };
  if (appError.details.fields) body.fields = appError.details.fields;
  const headers: Record<string, string> = { "cache-control": "no-store", "x-request-id": requestId };
  if (appError.details.retryAfter) {
    body.retryAfter = appError.details.retryAfter;
    headers["retry-after"] = String(appError.details.retryAfter);
  }
  if (appError.status === 503) headers["retry-after"] ??= "5";
  return { status: appError.status, body, headers };
}

export function errorResponse(error: unknown, locale: Locale, requestId: string): Response {
  const { status, body, headers } = errorParts(error, locale, requestId);
  return jsonResponse(body, status, headers);
}
