// Row selection for bulk actions. A selection is a set of ids among the rows of the
// current page that may be selected (a deleted row may not); it never holds ids that
// are no longer shown.

export type Selection = ReadonlySet<string>;

export const EMPTY_SELECTION: Selection = new Set<string>();

export function toggleRow(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: selects every selectable row of the page, or clears them when all are selected. */
export function toggleAll(selection: Selection, selectable: readonly string[]): Selection {
  if (selectable.length > 0 && selectable.every((id) => selection.has(id))) {
    const next = new Set(selection);
    for (const id of selectable) next.delete(id);
    return next;
  }
  return new Set([...selection, ...selectable]);
}

/** What the header checkbox shows: unchecked, indeterminate or checked. */
export function selectionState(selection: Selection, selectable: readonly string[]): "none" | "some" | "all" {
  const chosen = selectable.filter((id) => selection.has(id)).length;
  if (chosen === 0) return "none";
  return chosen === selectable.length ? "all" : "some";
}

/** After a reload: keep only ids still shown and selectable. */
export function retainSelection(selection: Selection, selectable: readonly string[]): Selection {
  const shown = new Set(selectable);
  const kept = [...selection].filter((id) => shown.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The selected ids in the order the rows are shown, for the bulk request. */
export function selectedIds(selection: Selection, rows: readonly string[]): string[] {
  return rows.filter((id) => selection.has(id));
}
