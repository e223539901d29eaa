import "server-only";

/**
 * Whether an error means the database cannot be reached right now (checklist 31), so the
 * request is answered 503 with Retry-After rather than 500. Drizzle wraps driver errors in
 * a DrizzleQueryError whose `cause` is the driver's error, and Node reports a refused
 * connection to several addresses as an AggregateError: the whole chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}

// Node socket errors of a connection that failed or broke.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections, and class 08 (connection exception).
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08007"]);
// Messages of pg and pg-pool that carry no code.
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|connect ECONNREFUSED|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * The short reason (a code such as "ECONNREFUSED" or "57P01", or "connection_terminated")
 * when `error` or anything in its cause chain is a connection failure; null otherwise.
 * The reason is safe to log: it never holds a statement or its parameters.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== "object" || depth > 8) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code))) {
    // A client that hung up while its own request was read is not the database.
    if (!(code === "ECONNRESET" && (error as Error).message === "aborted")) return code;
  }
  const message = (error as { message?: unknown }).message;
  // Only the driver's own message is tested: a wrapper's message quotes the SQL statement.
  if (typeof message === "string" && !message.startsWith("Failed query:")) {
    const match = MESSAGES.exec(message);
    if (match) return match[0].toLowerCase().replace(/[^a-z0-9]+/g, "_");
  }
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested)) {
    for (const inner of nested) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason((error as { cause?: unknown }).cause, depth + 1);
}
