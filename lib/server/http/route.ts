import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AuthSpec, HttpMethod } from "@/lib/contracts/endpoint";
import { getDb, type Db } from "@/db/client";
import { inTransaction } from "@/db/transaction-scope";
import type { SessionDomain } from "@/db/schema";
import { areaOfApiPath, type Area, type Locale } from "@/i18n/config";
import { sessionCookieName } from "@/lib/server/auth/cookies";
import { assertCan, type Action } from "@/lib/server/auth/policy";
import { resolveSession, type Session } from "@/lib/server/auth/sessions";
import { serverEffects } from "@/lib/server/composition-root";
import type { ServerEffects } from "@/lib/server/effects";
import { AppError } from "./app-error";
import { DEFAULT_MAX_BODY_BYTES, parseJson, readBodyText } from "./read-body";
import { withLogContext } from "@/lib/server/log";
import { clientIp, isAllowedOrigin, parseCookies, REQUEST_ID_HEADER, requestLocale } from "./request-info";
import { errorResponse, jsonResponse } from "./responses";
import { fieldErrors } from "@/lib/contracts/zod-fields";

export type { AuthSpec } from "@/lib/contracts/endpoint";

type SessionFor<A> = A extends SessionDomain ? Session : A extends { optional: true } ? Session | null : null;

export interface RouteContext<P, B, Q, A extends AuthSpec> {
  req: Request;
  db: Db;
  /** The instant the request is handled at, read once from `effects.clock`. */
  now: Date;
  /** Clock, live hub, mailer and logger, from the composition root: services get them from here. */
  effects: ServerEffects;
  requestId: string;
  ip: string;
  userAgent: string | null;
  upstreamId: string | null;
  locale: Locale;
  params: P;
  body: B;
  query: Q;
  session: SessionFor<A>;
  /** The token the session was found by, and how it came. */
  sessionToken: string | null;
  authTransport: "cookie" | "bearer" | null;
  /** The client asked for a bearer token in the body instead of a cookie (mobile apps). */
  wantsBearer: boolean;
  /** Set-Cookie values to add to the response. */
  setCookies: string[];
}

/**
 * A row of the endpoint table (lib/contracts/endpoints.ts), spread with the server-only
 * options: `route({ ...endpoints.x, action: "x.y", atomic: true }, handler)`.
 * A bare `{ auth, action }` still works for a handler that no client calls (the catch-all 404).
 */
export interface RouteOptions<P, B, Q, A extends AuthSpec, R = unknown> {
  /** Whose session the route reads: the sign-in domain whose cookie or bearer token counts. */
  auth: A;
  /**
   * What the route does, in the policy table (lib/server/auth/policy.ts): the wrapper asks
   * the policy once the input is parsed; the service asks again with the resource it loads.
   */
  action: Action;
  method?: HttpMethod;
  path?: string;
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /** The schema of the JSON answer; the handler's return value is type-checked against it. */
  response?: z.ZodType<R>;
  binary?: boolean;
  hidden?: boolean;
  summary?: string;
  maxBodyBytes?: number;
  /** The area whose locale rule applies when the request names none (default: the area of the API path). */
  area?: Area;
  /**
   * Runs the handler in one database transaction (finding 8): a use case that writes more
   * than once either completes or, when anything throws (a 429 of a limit, a 404, a failed
   * statement), leaves nothing behind. Not for routes that must keep a write of a rejected
   * request (a failed sign-in counted by a limit) or that go on working after they answer
   * (engine runs).
   */
  atomic?: boolean;
}

export interface RouteMeta {
  auth: AuthSpec;
  action: Action;
  atomic: boolean;
  /** The endpoint-table row this handler serves (absent for handlers not bound to a row). */
  method: HttpMethod | null;
  path: string | null;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((req: Request, ctx: NextRouteContext) => Promise<Response>) & { meta: RouteMeta };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const UPSTREAM_ID_HEADER = "x-upstream-id";
export const AUTH_TRANSPORT_HEADER = "x-auth-transport";

/**
 * The one wrapper every API handler goes through (architecture convention 1): it
 * parses params, query and body with strict zod schemas, checks the Origin of
 * cookie-authenticated mutations, finds the session of the required domain, and
 * renders AppErrors as `{ code, message, status, requestId, fields? }`.
 */
export function route<P = Record<string, never>, B = undefined, Q = undefined, A extends AuthSpec = AuthSpec, R = unknown>(
  options: RouteOptions<P, B, Q, A, R>,
  handler: (ctx: RouteContext<P, B, Q, A>) => Promise<NoInfer<R> | Response> | NoInfer<R> | Response,
): RouteHandler {
  const wrapped = async (req: Request, nextCtx: NextRouteContext): Promise<Response> => {
    const requestId = req.headers.get(REQUEST_ID_HEADER) ?? randomUUID();
    return withLogContext({ requestId }, () => handle(req, nextCtx, requestId));
  };
  const handle = async (req: Request, nextCtx: NextRouteContext, requestId: string): Promise<Response> => {
    const state = { locale: "en" as Locale };
    try {
      state.locale = requestLocale(req.headers, undefined, options.area ?? areaOfApiPath(new URL(req.url).pathname));
      const ctx = await buildContext(req, nextCtx, options, requestId, state);
      const result = options.atomic ? await inTransaction(ctx.db, (tx) => Promise.resolve(handler({ ...ctx, db: tx }))) : await handler(ctx);
      if (checkResponsesHere && options.response && !(result instanceof Response)) assertContract(options, result ?? { ok: true });
      const response = result instanceof Response ? result : jsonResponse(result ?? { ok: true }, 200);
      for (const cookie of ctx.setCookies) response.headers.append("set-cookie", cookie);
      response.headers.set("x-request-id", requestId);
      response.headers.set("cache-control", response.headers.get("cache-control") ?? "no-store");
      return response;
    } catch (error) {
      return errorResponse(error, state.locale, requestId);
    }
  };
  return Object.assign(wrapped, { meta: { auth: options.auth, action: options.action, atomic: options.atomic ?? false, method: options.method ?? null, path: options.path ?? null } });
}

async function buildContext<P, B, Q, A extends AuthSpec, R>(
  req: Request,
  nextCtx: NextRouteContext,
  options: RouteOptions<P, B, Q, A, R>,
  requestId: string,
  state: { locale: Locale },
): Promise<RouteContext<P, B, Q, A>> {
  const headers = req.headers;
  const method = req.method.toUpperCase();
  const cookies = parseCookies(headers.get("cookie"));
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get("authorization") ?? "")?.[1]?.trim() ?? null;
  const origin = headers.get("origin");

  // Checklist 15: a mutation from a foreign origin is refused outright; one that would be
  // authenticated by a cookie must also say where it comes from.
  if (!SAFE_METHODS.has(method)) {
    if (origin && !isAllowedOrigin(origin, headers)) throw new AppError("auth:origin_rejected");
    const carriesSessionCookie = [...cookies.keys()].some((name) => /^(__Host-)?sid_/.test(name));
    if (!origin && !bearer && carriesSessionCookie) throw new AppError("auth:origin_rejected");
  }

  const db = await getDb();
  const effects = serverEffects();
  const now = effects.clock.now();
  const ip = clientIp(headers);
  const userAgent = headers.get("user-agent");
  const upstreamId = headers.get(UPSTREAM_ID_HEADER)?.slice(0, 200) || null;

  let session: Session | null = null;
  let sessionToken: string | null = null;
  let authTransport: "cookie" | "bearer" | null = null;
  const auth: AuthSpec = options.auth;
  if (auth !== "public") {
    const domain: SessionDomain = typeof auth === "string" ? auth : auth.domain;
    const required = typeof auth === "string";
    const token = bearer ?? cookies.get(sessionCookieName(domain)) ?? null;
    if (token) {
      const resolved = await resolveSession(db, token, domain, now, { upstreamId });
      if (resolved.ok) {
        session = resolved.session;
        sessionToken = token;
        authTransport = bearer ? "bearer" : "cookie";
      } else if (required) {
        throw new AppError(resolved.reason === "wrong_domain" ? "auth:forbidden" : "auth:unauthorized");
      }
    } else if (required) {
      throw new AppError("auth:unauthorized");
    }
  }

  // Who is asking is settled before what they sent is looked at.
  const params = await parseWith(options.params, await nextCtx.params, "validation:invalid_params");
  const query = await parseWith(options.query, queryObject(new URL(req.url)), "validation:invalid_query");
  let rawBody: unknown = undefined;
  if (options.body) {
    const type = headers.get("content-type") ?? "";
    const text = await readBodyText(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (text.trim() !== "" && !type.toLowerCase().includes("application/json")) throw new AppError("validation:unsupported_media_type");
    rawBody = parseJson(text);
    const explicitLocale = rawBody && typeof rawBody === "object" ? (rawBody as { ln?: unknown }).ln : undefined;
    if (explicitLocale) state.locale = requestLocale(headers, explicitLocale);
  }
  const body = await parseWith(options.body, rawBody, "validation:invalid_body");
  // Role, verification and tier; ownership is decided where the resource is loaded.
  assertCan(session, options.action);

  return {
    req,
    db,
    now,
    effects,
    requestId,
    ip,
    userAgent,
    upstreamId,
    locale: state.locale,
    params: params as P,
    body: body as B,
    query: query as Q,
    session: session as SessionFor<A>,
    sessionToken,
    authTransport,
    wantsBearer: (headers.get(AUTH_TRANSPORT_HEADER) ?? "").toLowerCase() === "bearer",
    setCookies: [],
  };
}

/**
 * Under tests every answer is parsed with its response schema, so a service that drifts from
 * its contract fails the test that calls it (the typed client checks again in development).
 */
const checkResponsesHere = process.env.NODE_ENV === "test";

function assertContract(options: { method?: string; path?: string; response?: z.ZodType }, result: unknown): void {
  const parsed = options.response!.safeParse(result);
  if (!parsed.success) throw new Error(`${options.method} ${options.path}: the answer breaks its response contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
}

async function parseWith<T>(schema: z.ZodType<T> | undefined, input: unknown, code: "validation:invalid_params" | "validation:invalid_query" | "validation:invalid_body"): Promise<T | undefined> {
  if (!schema) return undefined;
  const parsed = await schema.safeParseAsync(input);
  if (!parsed.success) throw new AppError(code, 400, { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}
