import { QueryClient } from "@tanstack/react-query";
import { EndpointError } from "./endpoint-query";

/** Retries only what may pass on a second try: no answer or a 5xx, twice; a 4xx is an answer. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof EndpointError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/**
 * The browser's one query client. Answers stay fresh for 30 s and are not refetched when the
 * window regains focus (pages that must follow changes use the live channel); mutations are
 * never retried. Ended sessions are handled below, in callEndpoint (lib/client/session-end.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
