import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { coupleResults } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { hashToken } from "@/lib/server/auth/tokens";
import { describeEachDatabase } from "@/tests/support/databases";
import { startFakeOpenAi } from "@/tests/support/fake-openai";
import { call } from "@/tests/support/http";
import * as r from "@/tests/support/routes";
import { coupleBody } from "./couple-answers";

// Text generation (checklist 32) through the real route and the official SDK, against a
// fake OpenAI server on 127.0.0.1: stored reports are served again without a provider
// call, failures and timeouts fall back to the labelled standard report, quotas hold.

type Event = { type: string; source?: string; text?: string; reason?: string };

function events(body: Record<string, unknown>): Event[] {
  const raw = typeof body.raw === "string" ? body.raw : "";
  return raw.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Event);
}
const textOf = (list: Event[]) => list.filter((e) => e.type === "delta").map((e) => e.text).join("");

let ip = 40;
const nextIp = () => `198.51.100.${ip++}`;

describeEachDatabase("consumer reports", ({ get, clock }) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => {
    for (const k of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_TIMEOUT_MS", "OPENAI_STALL_MS"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvCache();
  });
  afterAll(async () => {
    await fake.close();
  });
  function useProvider(timeoutMs = 3000) {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
    process.env.OPENAI_STALL_MS = String(timeoutMs);
    resetEnvCache();
  }

  async function unlockedResult(firstName: string, email?: string): Promise<string> {
    const created = await call(r.coupleCreate, { body: coupleBody({ firstName }), ip: nextIp() });
    const key = created.body.key as string;
    await get().db.update(coupleResults).set({ unlockedAt: clock.now(), unlockedBy: "test" }).where(eq(coupleResults.keyHash, hashToken(key)));
    if (email) expect(JSON.stringify(created.body)).not.toContain(email);
    return key;
  }
  const report = (key: string, from = nextIp()) => call(r.reportAnonymous, { body: { key, ln: "en" }, ip: from });

  it("a locked result gets no report", async () => {
    const created = await call(r.coupleCreate, { body: coupleBody(), ip: nextIp() });
    const res = await report(created.body.key as string);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("compatibility:locked");
  });

  it("without a key the standard report is written at once, labelled and not stored", async () => {
    const key = await unlockedResult("Nokey");
    const res = await report(key);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const list = events(res.body);
    expect(list[0]).toEqual({ type: "source", source: "standard", reason: "not_configured" });
    expect(textOf(list)).toMatch(/^\*\*Standard report\.\*\*/);
    expect(textOf(list)).toContain("Nokey");
    expect(list.at(-1)).toEqual({ type: "done" });
    const [row] = await get().db.select().from(coupleResults).where(eq(coupleResults.keyHash, hashToken(key)));
    expect(row!.reports).toEqual({});
  });

  it("a generated report streams, is stored, and is served again without a provider call", async () => {
    useProvider();
    fake.behave({ reply: ["## Love\n\n", "You two ", "get on well."] });
    const key = await unlockedResult("Streamy");
    const before = fake.requests.length;
    const first = events((await report(key)).body);
    expect(first[0]).toEqual({ type: "source", source: "openai" });
    expect(textOf(first)).toBe("## Love\n\nYou two get on well.");
    expect(fake.requests.length).toBe(before + 1);
    // The prompt carries first names and the reading, never an e-mail address or the key.
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain("Streamy");
    expect(sent).not.toContain(key);
    expect(sent).not.toMatch(/@/);

    const again = events((await report(key)).body);
    expect(again[0]).toEqual({ type: "source", source: "stored" });
    expect(textOf(again)).toBe("## Love\n\nYou two get on well.");
    expect(fake.requests.length).toBe(before + 1);
    const read = await call(r.coupleGet, { params: { key } });
    expect(read.body.gptResult).toMatchObject({ text: "## Love\n\nYou two get on well.", source: "openai" });
  });

  it("a provider error or a timeout falls back to the standard report, which is not stored", async () => {
    useProvider(400);
    const key = await unlockedResult("Fallback");
    fake.behave({ status: 500 });
    const failed = events((await report(key)).body);
    expect(failed.map((e) => e.type)).toEqual(["source", "reset", "delta", "done"]);
    expect(failed[1]).toMatchObject({ type: "reset", source: "standard" });
    expect(textOf(failed)).toMatch(/^\*\*Standard report\.\*\*/);

    fake.behave({ reply: ["Half a sentence", " never finished"], delayBeforeFirstChunkMs: 2000 });
    const started = Date.now();
    const slow = events((await report(key)).body);
    expect(Date.now() - started).toBeLessThan(1900);
    expect(slow.find((e) => e.type === "reset")).toMatchObject({ source: "standard", reason: "timeout" });
    expect(textOf(slow.slice(slow.findIndex((e) => e.type === "reset")))).toMatch(/^\*\*Standard report\.\*\*/);
    const [row] = await get().db.select().from(coupleResults).where(eq(coupleResults.keyHash, hashToken(key)));
    expect(row!.reports).toEqual({});
  });

  it("provider calls are limited per result; a stored report is always served", async () => {
    useProvider(400);
    fake.behave({ status: 500 });
    const key = await unlockedResult("Quota");
    for (let i = 0; i < 3; i++) expect((await report(key)).status).toBe(200);
    const refused = await report(key);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("auth:too_many_requests");
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});
