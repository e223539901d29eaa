"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { EndpointSpec } from "@/lib/contracts/endpoint";
import type { EndpointInput } from "./call-endpoint";
import { queryErrorBody, useEndpointQuery } from "./endpoint-query";
import { withFilterChange, type PagedFilter } from "./paged-list";

/** How long the search text must rest before the list asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The state of one paged list: its filter (page, search, sort and the list's own fields),
 * the page the server answered for it, and the search box's text, which reaches the filter
 * after typing pauses. Each filter is its own cached query, so an older answer never
 * overwrites a newer one; the last page stays on screen while the next loads.
 */
export function usePagedList<E extends EndpointSpec, F extends PagedFilter>(endpoint: E, initial: F, toInput: (filter: F) => EndpointInput<E>) {
  const [filter, setFilter] = useState<F>(initial);
  const [searchText, setSearchText] = useState(initial.search);
  const query = useEndpointQuery(endpoint, toInput(filter), { placeholderData: keepPreviousData });

  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.search === searchText ? f : withFilterChange(f, { search: searchText } as Partial<F>))), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  /** Changes filter fields and goes back to page 1. */
  const update = useCallback((patch: Partial<F>) => setFilter((f) => withFilterChange(f, patch)), []);
  const setPage = useCallback((page: number) => setFilter((f) => ({ ...f, page })), []);
  /** Moves to a filter built from the current one (e.g. a page with its keyset cursor). */
  const moveTo = useCallback((next: (f: F) => F) => setFilter(next), []);
  /** Sets the search at once (for search boxes that wait for typing to pause themselves). */
  const onSearch = useCallback((search: string) => {
    setSearchText(search);
    setFilter((f) => (f.search === search ? f : withFilterChange(f, { search } as Partial<F>)));
  }, []);

  return {
    filter,
    update,
    setPage,
    moveTo,
    searchText,
    setSearchText,
    onSearch,
    data: query.data,
    /** A request for the current filter is under way (the previous page may still be shown). */
    loading: query.isFetching,
    error: queryErrorBody(query),
    refetch: query.refetch,
  };
}
