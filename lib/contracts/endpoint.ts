import { z } from "zod";

// The shape of one row of the endpoint table (lib/contracts/endpoints.ts). route() on the
// server, the typed client in lib/client/ and the OpenAPI document all read these rows, so a
// path, its access rule and its request and response types are written down once.

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const SESSION_DOMAINS = ["owner", "estimator", "administrator", "flame"] as const;
export type SessionDomainName = (typeof SESSION_DOMAINS)[number];

/** "public": anyone; a domain: a session of that domain only; `{ domain, optional: true }`: with or without one. */
export type AuthSpec = "public" | SessionDomainName | { domain: SessionDomainName; optional: true };

export interface EndpointSpec {
  method: HttpMethod;
  /** The full path in OpenAPI form: `/api/v1/scene/p2p/{id}`. */
  path: string;
  auth: AuthSpec;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON body of a 200 answer. */
  response: z.ZodType;
  /** Answers something other than JSON (a gzip file); `response` then describes nothing useful. */
  binary?: boolean;
  /** Left out of the OpenAPI document (the catch-all 404 under /api/v1). */
  hidden?: boolean;
  summary?: string;
}

/** Keeps each row's literal types (method, path, schemas) so route() and the client can infer from them. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(table: T): T {
  return table;
}

/** `{ ok: true }`: the answer of an action that has nothing else to say. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/**
 * A response not yet described by a schema (issue 11: to be replaced endpoint by endpoint).
 * It accepts anything, so neither route() nor the client can rely on its shape.
 */
export const Unspecified = z.unknown().meta({ description: "Not yet described by a contract." });

export { fillPath, routeFolderOf } from "./endpoint-paths";
