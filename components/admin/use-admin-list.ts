"use client";

import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { EMPTY_SELECTION, retainSelection, selectedIds, type Selection } from "@/lib/client/admin-selection";
import { useLatest } from "@/lib/client/use-latest";
import type { ErrorBody } from "@/lib/contracts/errors";
import type { Paged } from "@/lib/contracts/admin";

interface ListFilter {
  page: number;
  search: string;
}

interface ListRow {
  _id: string;
  status: string;
}

/**
 * The state of an administrator's paged list (companies, profiles): its filter, the page
 * it shows (the newest request's answer only), the error, and the rows selected for bulk
 * deletion, which keeps only rows still shown and never deleted ones.
 */
export function useAdminList<F extends ListFilter, T extends ListRow>(initial: F, path: (filter: F) => string) {
  const [filter, setFilter] = useState<F>(initial);
  const [data, setData] = useState<Paged<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ErrorBody | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const latest = useLatest();

  const load = useCallback(
    async (next: F) => {
      setLoading(true);
      const { current, value: result } = await latest(() => api<Paged<T>>(path(next), { signedIn: true }));
      if (!current) return;
      setLoading(false);
      if (!result.ok) return setError(result.error);
      setError(null);
      setData(result.data);
      setSelection((s) => retainSelection(s, result.data.items.filter((row) => row.status !== "deleted").map((row) => row._id)));
    },
    [latest, path],
  );
  useEffect(() => void load(filter), [filter, load]);

  const update = (patch: Partial<F>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const onSearch = useCallback((search: string) => setFilter((f) => ({ ...f, search, page: 1 })), []);
  const reload = () => void load(filter);

  const rows = data?.items ?? [];
  const selectable = rows.filter((row) => row.status !== "deleted").map((row) => row._id);
  const chosen = selectedIds(selection, selectable);
  return { filter, setFilter, update, onSearch, data, rows, loading, error, setError, reload, selection, setSelection, selectable, chosen };
}
