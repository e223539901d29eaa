"use client";

import { useState } from "react";
import { EMPTY_SELECTION, retainSelection, selectedIds, type Selection } from "@/lib/client/admin-selection";
import type { EndpointInput, EndpointResponse } from "@/lib/client/call-endpoint";
import type { PagedFilter } from "@/lib/client/paged-list";
import { usePagedList } from "@/lib/client/use-paged-list";
import type { EndpointSpec } from "@/lib/contracts/endpoint";
import type { ErrorBody } from "@/lib/contracts/errors";

type RowOf<E extends EndpointSpec> = EndpointResponse<E> extends { items: Array<infer R> } ? R : never;

/**
 * An administrator's paged list (companies, profiles): the shared paged list, the error of
 * the page's last action, and the rows selected for bulk deletion. The selection belongs to
 * one filter and page and only ever holds rows still shown and not deleted.
 */
export function useAdminList<E extends EndpointSpec, F extends PagedFilter>(endpoint: E, initial: F, toInput: (filter: F) => EndpointInput<E>) {
  const list = usePagedList(endpoint, initial, toInput);
  const [actionError, setError] = useState<ErrorBody | null>(null);
  const filterKey = JSON.stringify(list.filter);
  const [picked, setPicked] = useState<{ key: string; ids: Selection }>({ key: filterKey, ids: EMPTY_SELECTION });

  const rows = ((list.data as { items?: Array<RowOf<E>> } | undefined)?.items ?? []) as Array<RowOf<E> & { _id: string; status: string }>;
  const selectable = rows.filter((row) => row.status !== "deleted").map((row) => row._id);
  const selection = retainSelection(picked.key === filterKey ? picked.ids : EMPTY_SELECTION, selectable);
  const setSelection = (change: Selection | ((current: Selection) => Selection)) => setPicked({ key: filterKey, ids: typeof change === "function" ? change(selection) : change });
  const chosen = selectedIds(selection, selectable);

  return { ...list, rows, error: actionError ?? list.error, setError, selection, setSelection, selectable, chosen };
}
