import type { z } from "zod";
import type { EndpointSpec } from "@/lib/contracts/endpoint";
import { fillPath } from "@/lib/contracts/endpoint-paths";
import { clientError, request, type ApiResult, type RequestOptions } from "./api";
import { handleSessionEnd } from "./session-end";

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Field<E, K extends "params" | "query" | "body"> = E extends { [P in K]: z.ZodType } ? { [P in K]: InputOf<E[K]> } : { [P in K]?: never };

/** What a call needs: path parameters, query and body exactly when the endpoint's row has them, typed by its schemas. */
export type EndpointInput<E extends EndpointSpec> = Field<E, "params"> & Field<E, "query"> & Field<E, "body">;
export type EndpointResponse<E extends EndpointSpec> = z.output<E["response"]>;

export type CallOptions = Pick<RequestOptions, "fetchImpl">;

/** A query object as the URL's search part; lists become repeated parameters, absent values are left out. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Whether answers are checked against their schemas: in development and tests, never in production. */
export function checksResponses(): boolean {
  return process.env.NODE_ENV !== "production";
}

/**
 * Calls one row of the endpoint table: `callEndpoint(endpoints.getSceneP2pById, { params: { id } })`.
 * The path is filled from `params`, the body and the answer are typed by the row's schemas, and
 * outside production the answer is parsed with the response schema, so a server that drifted
 * from its contract fails loudly (`unexpected_error`, the issues logged) instead of passing
 * a wrong shape on. A failed answer goes through `handleSessionEnd` first (a 401 of an
 * endpoint that needs a session signs the area out; a 404 on owner self signs out and
 * reloads), so no caller repeats that. Never throws.
 */
export async function callEndpoint<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<ApiResult<EndpointResponse<E>>> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: unknown; body?: unknown };
  const url = fillPath(endpoint.path, params) + queryString(query);
  const result = await request(url, { ...options, method: endpoint.method, body });
  if (!result.ok) {
    await handleSessionEnd(endpoint, result.error.status, options.fetchImpl);
    return result;
  }
  if (!checksResponses()) return { ok: true, data: result.data as EndpointResponse<E>, status: result.status };
  const parsed = endpoint.response.safeParse(result.data);
  if (!parsed.success) {
    console.error(`${endpoint.method} ${endpoint.path}: the answer does not match its contract`, parsed.error.issues);
    return { ok: false, error: { ...clientError("unexpected_error", result.status), message: `response_contract:${endpoint.method} ${endpoint.path}` } };
  }
  return { ok: true, data: parsed.data as EndpointResponse<E>, status: result.status };
}
