import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUnavailableReason, isDatabaseUnavailable } from "./database-unavailable";

function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

/** What drizzle throws: the statement and its parameters in the message, the driver's error as cause. */
function wrapped(cause: unknown): DrizzleQueryError {
  return new DrizzleQueryError('select * from "sessions" where "token_hash" = $1', ["9f86d081884c7d659a2feaa0c55ad015"], cause as Error);
}

/** A real query through drizzle and pg against `port`; resolves with what it threw. */
async function failedQuery(port: number): Promise<unknown> {
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "nobody", database: "none", connectionTimeoutMillis: 2_000 });
  pool.on("error", () => {});
  try {
    await drizzle({ client: pool }).execute(sql`select ${"secret-parameter"}::text`);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await pool.end().catch(() => {});
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["ECONNREFUSED", driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["ECONNRESET", driverError("read ECONNRESET", "ECONNRESET")],
    ["57P01 admin shutdown", driverError("terminating connection due to administrator command", "57P01")],
    ["57P02 crash shutdown", driverError("terminating connection due to crash of another server process", "57P02")],
    ["57P03 starting up", driverError("the database system is starting up", "57P03")],
    ["08000", driverError("connection exception", "08000")],
    ["08003", driverError("connection does not exist", "08003")],
    ["08006", driverError("connection failure", "08006")],
    ["Connection terminated", driverError("Connection terminated unexpectedly")],
    ["pool connect timeout", driverError("timeout exceeded when trying to connect")],
  ])("recognises %s, bare and wrapped by drizzle", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: wrapped(error) }))).toBe(true);
  });

  it("recognises Node's AggregateError for a refused connection to several addresses", () => {
    const aggregate = new AggregateError([driverError("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"), driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")], "");
    expect(databaseUnavailableReason(wrapped(aggregate))).toBe("ECONNREFUSED");
  });

  it.each([
    ["a unique violation", wrapped(driverError('duplicate key value violates unique constraint "owners_email"', "23505"))],
    ["a syntax error", wrapped(driverError("syntax error at or near", "42601"))],
    ["a plain error", new Error("something else")],
    ["a wrapper whose SQL mentions the words", new DrizzleQueryError("select 'Connection terminated'", [], driverError("division by zero", "22012"))],
    ["the client hanging up while its body was read", Object.assign(new Error("aborted"), { code: "ECONNRESET" })],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("leaves %s alone", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops on a cause chain that loops", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it("gives a reason that quotes neither the statement nor its parameters", () => {
    const reason = databaseUnavailableReason(wrapped(driverError("Connection terminated unexpectedly")));
    expect(reason).toBe("connection_terminated");
  });

  describe("with real driver errors", () => {
    const servers: Server[] = [];
    afterAll(() => servers.forEach((s) => s.close()));

    it("a refused connection, as drizzle over pg reports it", async () => {
      const closed = createServer();
      const port = await listen(closed);
      await new Promise((resolve) => closed.close(resolve));
      const error = await failedQuery(port);
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(databaseUnavailableReason(error)).toBe("ECONNREFUSED");
    });

    it("a server that drops the connection, as drizzle over pg reports it", async () => {
      const dropping = createServer((socket) => socket.destroy());
      servers.push(dropping);
      const error = await failedQuery(await listen(dropping));
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(isDatabaseUnavailable(error)).toBe(true);
    });
  });
});
