"use client";

import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query";
import { useCallback } from "react";
import type { EndpointSpec } from "@/lib/contracts/endpoint";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { ApiResult } from "./api";
import { callEndpoint, type EndpointInput, type EndpointResponse } from "./call-endpoint";

// Queries and mutations by a row of the endpoint table, on TanStack Query: the row types the
// input and the answer, so a component never names a type by hand. The query cache replaces
// fetching in effects and the hand-made guards against stale answers (a key per input: an
// older answer can never overwrite a newer one).

/** A failed answer, thrown inside query functions so TanStack Query sees an error. */
export class EndpointError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.code);
    this.name = "EndpointError";
  }

  get status(): number {
    return this.body.status;
  }
}

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: EndpointError;
  }
}

/** The cache key of a call: `[method, path]` alone names every call of the row (for invalidation). */
export function endpointKey(endpoint: Pick<EndpointSpec, "method" | "path">, input?: unknown): readonly unknown[] {
  return input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input];
}

/** `callEndpoint`, throwing `EndpointError` for a failed answer (the shape query functions need). */
export async function fetchEndpoint<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResponse<E>> {
  const result = await callEndpoint(endpoint, input);
  if (!result.ok) throw new EndpointError(result.error);
  return result.data;
}

export type EndpointQueryOptions<E extends EndpointSpec> = Omit<UseQueryOptions<EndpointResponse<E>, EndpointError>, "queryKey" | "queryFn">;

/** `useEndpointQuery(endpoints.getSceneP2pById, { params: { id } })`: the answer, cached per input. */
/**
 * For what a page reads once and then owns (a questionnaire's definition, a draft it resumes):
 * never refetched under the form, and a missing draft (404) is an answer, not a retry.
 */
export const LOAD_ONCE = { staleTime: Infinity, refetchOnReconnect: false, refetchOnWindowFocus: false, retry: false } as const;

export function useEndpointQuery<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>, options: EndpointQueryOptions<E> = {}) {
  return useQuery<EndpointResponse<E>, EndpointError>({ queryKey: endpointKey(endpoint, input), queryFn: () => fetchEndpoint(endpoint, input), ...options });
}

/** The error body of a query, for `useErrorText`. */
export function queryErrorBody(query: { error: EndpointError | null }): ErrorBody | null {
  return query.error?.body ?? null;
}

export interface EndpointMutationOptions {
  /** Rows whose cached answers are stale after a success (refetched if on screen). */
  invalidates?: ReadonlyArray<Pick<EndpointSpec, "method" | "path">>;
}

/**
 * A write by a row of the endpoint table. `send(input)` resolves to the `ApiResult` (it never
 * throws: forms put the error's field codes on their fields); after a success the rows in
 * `invalidates` are refetched before it resolves, so the screen shows the change.
 */
export function useEndpointMutation<E extends EndpointSpec>(endpoint: E, options: EndpointMutationOptions = {}) {
  const client = useQueryClient();
  const mutation = useMutation<ApiResult<EndpointResponse<E>>, EndpointError, EndpointInput<E>>({
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all((options.invalidates ?? []).map((row) => client.invalidateQueries({ queryKey: endpointKey(row) })));
    },
  });
  return { send: mutation.mutateAsync, pending: mutation.isPending };
}

/** Puts an answer the page already has (a write's result) into the cache of a read. */
export function useSetEndpointData<E extends EndpointSpec>(endpoint: E) {
  const client = useQueryClient();
  return useCallback((input: EndpointInput<E>, data: EndpointResponse<E>) => client.setQueryData(endpointKey(endpoint, input), data), [client, endpoint]);
}
