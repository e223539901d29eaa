import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { startFakeOpenAi, type FakeOpenAi } from "@/tests/support/fake-openai";
import { reportFactsFor } from "@/tests/support/report-facts";
import { createReportProvider, reportProvider, ReportProviderError, type ReportProvider } from "./report-provider";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  fake.behave({});
});

const facts = reportFactsFor({ people: [{ firstName: "Anna anna.k@example.com", sex: "female", age: 31 }, { firstName: "Boris", sex: "male", age: 34 }] });
const provider = (limits: { timeoutMs?: number; stallMs?: number } = {}): ReportProvider =>
  createReportProvider({ apiKey: "sk-test", model: "test-model", baseURL: fake.baseURL, timeoutMs: limits.timeoutMs ?? 5_000, stallMs: limits.stallMs ?? 5_000 });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of stream) out.push(chunk);
  return out;
}

async function failure(stream: AsyncIterable<string>): Promise<{ error: ReportProviderError; chunks: string[] }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
  } catch (e) {
    expect(e).toBeInstanceOf(ReportProviderError);
    return { error: e as ReportProviderError, chunks };
  }
  throw new Error("the stream did not fail");
}

describe("reportProvider from the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("is null without a key, so no client is built and nothing is sent", () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    expect(reportProvider()).toBeNull();
    process.env.OPENAI_API_KEY = "  ";
    resetEnvCache();
    expect(reportProvider()).toBeNull();
  });

  it("uses the configured key, model and endpoint, with a default model", async () => {
    process.env.OPENAI_API_KEY = "sk-env";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    delete process.env.OPENAI_MODEL;
    resetEnvCache();
    const p = reportProvider();
    expect(p?.model).toBe("gpt-4.1-mini");
    expect(await collect(p!.streamReport({ facts }))).toEqual(["Hello from the fake."]);
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-env");
  });
});

describe("streamReport against a fake OpenAI server", () => {
  it("streams the chunks in order, with one streamed request and no retries", async () => {
    fake.behave({ reply: ["## Love\n", "Warm ", "and ", "steady."], chunkIntervalMs: 5 });
    expect(await collect(provider().streamReport({ facts }))).toEqual(["## Love\n", "Warm ", "and ", "steady."]);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(body.model).toBe("test-model");
    expect(body.stream).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("sends no e-mail address or id, whatever the names hold", async () => {
    await collect(provider().streamReport({ facts }));
    const raw = fake.requests[0]!.rawBody;
    expect(raw).not.toMatch(/@|example\.com/);
    expect(raw).toContain("Anna");
    expect(raw).not.toMatch(/"(id|actor|email|userId|ownerId)"/);
  });

  it("turns an HTTP 500 into ReportProviderError without retrying", async () => {
    fake.behave({ status: 500 });
    const { error } = await failure(provider().streamReport({ facts }));
    expect(error.reason).toBe("http_error");
    expect(error.status).toBe(500);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a 429 as rate_limited", async () => {
    fake.behave({ status: 429 });
    expect((await failure(provider().streamReport({ facts }))).error.reason).toBe("rate_limited");
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up on a stream that stalls, within the stall limit", async () => {
    fake.behave({ reply: ["one ", "two ", "three"], stallAfterChunks: 1 });
    const started = performance.now();
    const { error, chunks } = await failure(provider({ timeoutMs: 5_000, stallMs: 200 }).streamReport({ facts }));
    expect(error.reason).toBe("timeout");
    expect(chunks).toEqual(["one "]);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("holds the whole generation to the hard limit, even while chunks keep coming", async () => {
    fake.behave({ reply: Array.from({ length: 50 }, (_, i) => `w${i} `), chunkIntervalMs: 40 });
    const started = performance.now();
    const { error, chunks } = await failure(provider({ timeoutMs: 300, stallMs: 300 }).streamReport({ facts }));
    expect(error.reason).toBe("timeout");
    expect(chunks.length).toBeLessThan(50);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("times out when the provider does not even answer", async () => {
    fake.behave({ delayBeforeHeadersMs: 2_000 });
    const started = performance.now();
    expect((await failure(provider({ timeoutMs: 250 }).streamReport({ facts }))).error.reason).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("times out when the first chunk never comes", async () => {
    fake.behave({ delayBeforeFirstChunkMs: 2_000 });
    expect((await failure(provider({ timeoutMs: 250 }).streamReport({ facts }))).error.reason).toBe("timeout");
  });

  it("stops when the caller aborts", async () => {
    fake.behave({ reply: ["a ", "b ", "c ", "d"], chunkIntervalMs: 100 });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 120);
    expect((await failure(provider().streamReport({ facts, signal: caller.signal }))).error.reason).toBe("aborted");
    expect((await failure(provider().streamReport({ facts, signal: AbortSignal.abort() }))).error.reason).toBe("aborted");
  });

  it("ends the request when the caller stops reading early", async () => {
    fake.behave({ reply: ["first ", "second ", "third"], chunkIntervalMs: 2_000 });
    const started = performance.now();
    for await (const chunk of provider().streamReport({ facts })) {
      expect(chunk).toBe("first ");
      break;
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("rejects an empty answer, a cut one and a dropped connection", async () => {
    fake.behave({ reply: ["", "  "] });
    expect((await failure(provider().streamReport({ facts }))).error.reason).toBe("empty_output");
    fake.behave({ reply: ["cut "], finishReason: "length" });
    expect((await failure(provider().streamReport({ facts }))).error.reason).toBe("incomplete");
    fake.behave({ reply: ["one ", "two"], closeAfterChunks: 1 });
    expect(["incomplete", "connection"]).toContain((await failure(provider().streamReport({ facts }))).error.reason);
  });

  it("answers plain (non-streamed) completions like the real API", async () => {
    fake.behave({ reply: "plain text" });
    const { OpenAI } = await import("openai");
    const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, maxRetries: 0 });
    const answer = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });
    expect(answer.choices[0]?.message.content).toBe("plain text");
  });
});
