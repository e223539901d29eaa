import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import { env, isProduction } from "@/lib/env";
import { databaseUnavailableReason } from "@/lib/server/http/database-unavailable";

/**
 * The one structured logger (JSON lines on stdout). Every line written while a request
 * is handled carries that request's id, taken from an AsyncLocalStorage that server.ts
 * and the route wrapper fill. Secrets never reach a line: the redaction list covers
 * passwords, tokens, cookies, authorization headers and mail bodies, and errors are
 * logged through `errorFields`, which drops database parameters (checklist 31).
 */
export interface LogContext {
  requestId?: string;
}

const KEY = Symbol.for("accordo.log");
type Holder = { [KEY]?: { logger: Logger; context: AsyncLocalStorage<LogContext> } };

const REDACT = [
  "password",
  "newPassword",
  "token",
  "ticket",
  "accessToken",
  "authorization",
  "cookie",
  "text",
  "html",
  "*.password",
  "*.token",
  "*.authorization",
  "*.cookie",
  "*.text",
  "*.html",
  "headers.authorization",
  "headers.cookie",
];

function state() {
  const holder = globalThis as Holder;
  holder[KEY] ??= createLogState();
  return holder[KEY];
}

/** The logger and its request context; `destination` is for tests (stdout otherwise). */
export function createLogState(destination?: DestinationStream) {
  const context = new AsyncLocalStorage<LogContext>();
  const options = {
    level: env().LOG_LEVEL,
    base: { pid: process.pid },
    redact: { paths: REDACT, censor: "[redacted]" },
    // `err` is always errorFields(...) already: pino's own serializer would add an empty
    // stack and a type to it.
    serializers: { err: (value: unknown) => value },
    mixin: () => {
      const requestId = context.getStore()?.requestId;
      return requestId ? { requestId } : {};
    },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  return { logger, context };
}

/** Tests route the log into a stream of their own; undefined goes back to stdout. */
export function setLogDestination(destination: DestinationStream | undefined): void {
  (globalThis as Holder)[KEY] = createLogState(destination);
}

/** The logger, or a child of it named for one part of the app (`log("mail")`). */
export function log(component?: string): Logger {
  const { logger } = state();
  return component ? logger.child({ component }) : logger;
}

/** Runs `fn` with `requestId` attached to every log line written inside it. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return state().context.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return state().context.getStore()?.requestId;
}

/**
 * What of an error may be logged: its name, code, message and stack, and the same of its
 * cause chain. Driver errors carry the statement's parameters (session-token hashes,
 * e-mails) in fields such as `parameters`, `params` and `query`; none of those is copied.
 */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  // An unreachable database fails every statement alike: its reason is the news, a stack
  // per failed statement only floods the log during an outage (finding 10).
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) return { name: error.name, code: unavailable, message: "database unavailable" };
  const fields: Record<string, unknown> = { name: error.name, message: stripParameters(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  if (error.stack && !isProduction()) fields.stack = stripParameters(error.stack);
  else if (error.stack) fields.stack = error.stack.split("\n").slice(0, 6).map(stripParameters).join("\n");
  if (error.cause && depth < 3) fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}

/** Drizzle puts the statement and "params: ..." into its error messages. */
function stripParameters(text: string): string {
  return text.replace(/params:[^\n]*/gi, "params: [redacted]");
}

/** Whether development-only details (the outbox copy of a mail) may be logged. */
export function mayLogMailBodies(): boolean {
  return !isProduction() && env().LOG_LEVEL !== "silent";
}
