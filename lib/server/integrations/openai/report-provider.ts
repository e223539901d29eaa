import "server-only";
import OpenAI from "openai";
import type { ReportFacts } from "@/lib/server/services/consumer/report-facts";
import { buildReportPrompt } from "@/lib/server/services/consumer/report-prompt";
import { openAiConfig, type OpenAiConfig } from "./config";
import { ReportProviderError, toReportProviderError } from "./report-provider-error";

export { ReportProviderError, type ReportProviderErrorReason } from "./report-provider-error";

/** Enough for ~550 Russian words; a report cut at this length counts as incomplete. */
const MAX_COMPLETION_TOKENS = 2000;

export interface ReportProvider {
  readonly model: string;
  /**
   * The report as text chunks, in order. Throws `ReportProviderError` (also after some chunks
   * were yielded) on an HTTP error, the hard timeout, a stall, the caller's abort, an empty or
   * unfinished answer: the caller then discards the partial text and uses the standard report.
   * Stopping the iteration early aborts the request.
   */
  streamReport(input: { facts: ReportFacts; signal?: AbortSignal }): AsyncIterable<string>;
}

/** The configured provider, or null without OPENAI_API_KEY (the client is never built without a key). */
export function reportProvider(): ReportProvider | null {
  const config = openAiConfig();
  return config ? createReportProvider(config) : null;
}

export function createReportProvider(config: OpenAiConfig): ReportProvider {
  // Retries would multiply the hard limit; the fallback is the retry. The nulls stop the SDK
  // from reading further OPENAI_* variables behind lib/env.ts.
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? "https://api.openai.com/v1",
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    maxRetries: 0,
    timeout: config.timeoutMs,
  });
  return {
    model: config.model,
    streamReport: (input) => streamReport(client, config, input),
  };
}

async function* streamReport(client: OpenAI, config: OpenAiConfig, input: { facts: ReportFacts; signal?: AbortSignal }): AsyncGenerator<string> {
  const controller = new AbortController();
  // Which of our limits ended the request (an object: timers set it behind the compiler's back).
  const state: { fired: "deadline" | "stall" | "caller" | null } = { fired: null };
  const stop = (why: "deadline" | "stall" | "caller") => {
    state.fired ??= why;
    controller.abort();
  };
  const onCallerAbort = () => stop("caller");
  if (input.signal?.aborted) throw new ReportProviderError("aborted", "the caller aborted the generation");
  input.signal?.addEventListener("abort", onCallerAbort, { once: true });
  const deadline = setTimeout(() => stop("deadline"), config.timeoutMs);
  let stall: ReturnType<typeof setTimeout> | undefined;
  try {
    const messages = buildReportPrompt(input.facts);
    const stream = await client.chat.completions.create(
      { model: config.model, messages, stream: true, max_completion_tokens: MAX_COMPLETION_TOKENS },
      { signal: controller.signal, timeout: config.timeoutMs, maxRetries: 0 },
    );
    const chunks = stream[Symbol.asyncIterator]();
    let text = false;
    let finish: string | null = null;
    for (;;) {
      // The stall limit runs while we wait for the provider, not while the caller consumes.
      const next = await chunks.next();
      clearTimeout(stall);
      if (next.done) break;
      const choice = next.value.choices[0];
      if (choice?.finish_reason) finish = choice.finish_reason;
      const content = choice?.delta?.content;
      if (content) {
        if (content.trim()) text = true;
        yield content;
      }
      if (state.fired) break;
      stall = setTimeout(() => stop("stall"), config.stallMs);
    }
    if (state.fired) throw toReportProviderError(null, state.fired);
    if (!text) throw new ReportProviderError("empty_output", "the provider sent no text");
    if (finish !== "stop") throw new ReportProviderError("incomplete", finish ? `the generation ended with finish_reason ${finish}` : "the stream ended before the generation finished");
  } catch (e) {
    throw toReportProviderError(e, state.fired);
  } finally {
    clearTimeout(deadline);
    clearTimeout(stall);
    input.signal?.removeEventListener("abort", onCallerAbort);
    // Also when the caller stops iterating: nothing keeps the request open.
    controller.abort();
  }
}
