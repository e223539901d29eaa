import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { errorFields, log, setLogDestination, withLogContext } from "./log";

function capture(): string[] {
  const lines: string[] = [];
  setLogDestination({ write: (line: string) => void lines.push(line) });
  return lines;
}

afterEach(() => {
  setLogDestination(undefined);
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("structured logs", () => {
  it("every line written inside a request carries its id, and none outside", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    resetEnvCache();
    const lines = capture();
    await withLogContext({ requestId: "req-1" }, async () => {
      await Promise.resolve();
      log("api").info("inside");
    });
    log("api").info("outside");
    const [inside, outside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(inside).toMatchObject({ requestId: "req-1", component: "api", msg: "inside", level: 30 });
    expect(outside!.requestId).toBeUndefined();
  });

  it("secrets in logged objects are redacted", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    resetEnvCache();
    const lines = capture();
    log("auth").info({ password: "hunter22", token: "abc", headers: { authorization: "Bearer x", cookie: "sid_owner=y" }, mail: { text: "your link: https://x/?token=t" } }, "attempt");
    const text = lines.join("");
    for (const secret of ["hunter22", "abc", "Bearer x", "sid_owner=y", "token=t"]) expect(text).not.toContain(secret);
  });

  it("a failed statement's parameters never reach a log line (finding 10)", () => {
    const driverError = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = Object.assign(new Error("Failed query: select * from sessions where token_hash = $1\nparams: 9f2c-session-hash"), { params: ["9f2c-session-hash"], cause: driverError });
    const fields = errorFields(wrapped);
    expect(JSON.stringify(fields)).not.toContain("9f2c-session-hash");
    // An outage is logged as its reason alone: no statement, no stack.
    expect(fields).toEqual({ name: "Error", code: "ECONNREFUSED", message: "database unavailable" });
    const other = errorFields(Object.assign(new Error("Failed query: select 1\nparams: 9f2c-session-hash"), { cause: new Error("syntax error") }));
    expect(JSON.stringify(other)).not.toContain("9f2c-session-hash");
    expect(other).toMatchObject({ cause: { message: "syntax error" } });
  });

  it("an outage's error line carries its reason and no stack", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    resetEnvCache();
    const lines = capture();
    log("jobs").error({ err: errorFields(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })) }, "queue error");
    const line = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
    expect(line.err).toEqual({ name: "Error", code: "57P01", message: "database unavailable" });
    expect(lines[0]).not.toContain("stack");
  });
});
