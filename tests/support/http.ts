import type { RouteHandler } from "@/lib/server/http/route";

/** Calls a route handler the way Next would, without a server. */
export interface CallOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Cookies to send, by name. */
  cookies?: Record<string, string>;
  /** Defaults to the request's own origin; null sends no Origin header. */
  origin?: string | null;
  ip?: string;
  host?: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** Set-Cookie values by cookie name (value part only). */
  setCookies: Record<string, { value: string; attributes: string }>;
}

export async function call(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult> {
  const host = options.host ?? "localhost:3000";
  const headers = new Headers(options.headers);
  headers.set("host", host);
  headers.set("x-accordo-client-ip", options.ip ?? "203.0.113.10");
  if (options.origin !== null) headers.set("origin", options.origin ?? `http://${host}`);
  if (options.cookies) headers.set("cookie", Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join("; "));
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const request = new Request(`http://${host}${options.path ?? "/api/v1/test"}`, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  const parsed = parseBody(text);
  const setCookies: CallResult["setCookies"] = {};
  for (const cookie of response.headers.getSetCookie()) {
    const [pair, ...attributes] = cookie.split(";");
    const eq = pair!.indexOf("=");
    setCookies[pair!.slice(0, eq).trim()] = { value: pair!.slice(eq + 1), attributes: attributes.join(";").trim() };
  }
  return { status: response.status, body: parsed, headers: response.headers, setCookies };
}

/** The body without its per-request id, to compare two answers. */
export function withoutRequestId(body: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _ignored, ...rest } = body;
  return rest;
}

function parseBody(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}
