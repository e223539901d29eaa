import "server-only";
import { env } from "@/lib/env";

export interface OpenAiConfig {
  apiKey: string;
  model: string;
  /** Unset = the OpenAI API. */
  baseURL?: string;
  /** Whole generation, request to last chunk. */
  timeoutMs: number;
  /** Longest silence between two chunks. */
  stallMs: number;
}

/** The provider's settings from the environment, or null without a key (then nothing is ever sent). */
export function openAiConfig(): OpenAiConfig | null {
  const e = env();
  if (!e.OPENAI_API_KEY) return null;
  return {
    apiKey: e.OPENAI_API_KEY,
    model: e.OPENAI_MODEL,
    baseURL: e.OPENAI_BASE_URL,
    timeoutMs: e.OPENAI_TIMEOUT_MS,
    stallMs: Math.min(e.OPENAI_STALL_MS, e.OPENAI_TIMEOUT_MS),
  };
}
