import type { ClientErrorCode, ErrorBody } from "@/lib/contracts/errors";

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ErrorBody };

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  fetchImpl?: typeof fetch;
}

export function clientError(code: ClientErrorCode | "unexpected_error", status = 0): ErrorBody {
  return { code, message: code, status, requestId: "" };
}

/**
 * One JSON request to a full URL path; never throws. The transport under `callEndpoint`
 * (lib/client/call-endpoint.ts), which components use: it types the call by the endpoint
 * table and handles an ended session.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<ApiResult<unknown>> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const init: RequestInit = { method: options.method ?? "GET", credentials: "same-origin", headers: { accept: "application/json" } };
  if (options.body !== undefined) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch {
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    return { ok: false, error: clientError(offline ? "no_network" : "connection_failed") };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload, status: response.status };
  return { ok: false, error: errorBodyOf(payload, response.status) };
}

/** The catalogue error a failed answer carries, or "unexpected_error" when its body is not one. */
export function errorBodyOf(payload: unknown, status: number): ErrorBody {
  return payload && typeof payload === "object" && "code" in payload ? (payload as ErrorBody) : clientError("unexpected_error", status);
}
