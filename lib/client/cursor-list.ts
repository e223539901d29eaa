"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { EndpointSpec } from "@/lib/contracts/endpoint";
import type { EndpointInput, EndpointResponse } from "./call-endpoint";
import { endpointKey, fetchEndpoint, queryErrorBody } from "./endpoint-query";

type ItemOf<E extends EndpointSpec> = EndpointResponse<E> extends { items: Array<infer I> } ? I : never;
type QueryOf<E extends EndpointSpec> = EndpointInput<E> extends { query: infer Q } ? Omit<Q, "cursor"> : never;

/**
 * A keyset-paged list (`{ items, nextCursor }` answers) read page after page: the pages
 * loaded so far, joined, and `loadMore` for the next one. Its cache key starts with the
 * endpoint's `[method, path]`, so mutations that invalidate the row refetch it too.
 */
export function useCursorList<E extends EndpointSpec>(endpoint: E, query: QueryOf<E>, options: { enabled?: boolean } = {}) {
  const list = useInfiniteQuery({
    queryKey: [...endpointKey(endpoint, { query }), "pages"],
    queryFn: ({ pageParam }) => fetchEndpoint(endpoint, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } } as EndpointInput<E>),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last as { nextCursor: string | null }).nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
  const items = useMemo(() => (list.data ? list.data.pages.flatMap((page) => (page as { items: ItemOf<E>[] }).items) : null), [list.data]);
  return {
    /** Null until the first page arrives. */
    items,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    /** A request for a new query is under way (the previous answer may still be shown). */
    loading: list.isFetching && !list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    error: queryErrorBody(list),
    refetch: list.refetch,
  };
}

/** The value once it has rested for `ms` (search boxes ask the server when typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}
