import type { ClientErrorCode, ErrorBody } from "@/lib/contracts/errors";

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ErrorBody };

export interface ApiOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /**
   * Set for calls made on behalf of a signed-in area: a 401 then signs that area out and
   * sends the browser to its login page (spec part 1 section 7). Sign-in calls leave it unset.
   */
  signedIn?: boolean;
  fetchImpl?: typeof fetch;
}

export function clientError(code: ClientErrorCode | "unexpected_error", status = 0): ErrorBody {
  return { code, message: code, status, requestId: "" };
}

/** The base path of the current area ("/owner-mobile/p2p" -> "/owner-mobile"). */
export function areaBase(pathname: string): string {
  const first = pathname.split("/")[1];
  return first ? `/${first}` : "";
}

/** The session domain whose logout ends the area's session. */
export function domainOfArea(base: string): "owner" | "estimator" | "administrator" | "flame" | null {
  switch (base) {
    case "/owner":
    case "/owner-mobile":
    case "/love-mobile":
      return "owner";
    case "/estimator":
      return "estimator";
    case "/administrator":
      return "administrator";
    case "/main":
      return "flame";
    default:
      return null;
  }
}

export function loginPathFor(pathname: string, search = ""): string {
  const base = areaBase(pathname);
  const next = encodeURIComponent(pathname + search);
  return `${base}/login?next=${next}`;
}

/** Signs the current area out on the server (clears the cookie) and goes to its login page. */
export async function signOutAndRedirect(fetchImpl: typeof fetch = fetch): Promise<void> {
  const { pathname, search } = window.location;
  const domain = domainOfArea(areaBase(pathname));
  if (domain) {
    const path = domain === "administrator" ? "/api/v1/administrator/logout" : `/api/v1/passport/${domain}/logout`;
    await fetchImpl(path, { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  }
  window.location.assign(loginPathFor(pathname, search));
}

/**
 * JSON calls to /api/v1 by path; never throws. The caller names T and nothing checks it:
 * prefer `callEndpoint` (lib/client/call-endpoint.ts), whose types and checks come from the
 * endpoint table.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const result = await request(`/api/v1${path}`, options);
  return result.ok ? { ok: true, data: result.data as T, status: result.status } : result;
}

/** One JSON request to a full URL path; never throws. */
export async function request(url: string, options: ApiOptions = {}): Promise<ApiResult<unknown>> {
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
  if (response.status === 401 && options.signedIn && typeof window !== "undefined") {
    await signOutAndRedirect(fetchImpl);
  }
  const error = payload && typeof payload === "object" && "code" in payload ? (payload as ErrorBody) : clientError("unexpected_error", response.status);
  return { ok: false, error };
}
