import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, retainSelection, selectedIds, selectionState, toggleAll, toggleRow } from "./admin-selection";

const rows = ["a", "b", "c"];

describe("row selection", () => {
  it("toggles one row without changing the old selection", () => {
    const one = toggleRow(EMPTY_SELECTION, "b");
    expect([...one]).toEqual(["b"]);
    expect(EMPTY_SELECTION.size).toBe(0);
    expect(toggleRow(one, "b").size).toBe(0);
  });

  it("the header checkbox selects all, then clears all", () => {
    const all = toggleAll(toggleRow(EMPTY_SELECTION, "a"), rows);
    expect(selectionState(all, rows)).toBe("all");
    expect(selectionState(toggleAll(all, rows), rows)).toBe("none");
  });

  it("shows indeterminate when some rows are selected", () => {
    expect(selectionState(new Set(["a"]), rows)).toBe("some");
    expect(selectionState(EMPTY_SELECTION, rows)).toBe("none");
    expect(selectionState(EMPTY_SELECTION, [])).toBe("none");
  });

  it("selecting all on an empty page selects nothing", () => {
    expect(toggleAll(EMPTY_SELECTION, []).size).toBe(0);
  });

  it("after a reload keeps only rows still shown, and the same set when nothing changed", () => {
    const chosen = new Set(["a", "c"]);
    expect([...retainSelection(chosen, ["c", "d"])]).toEqual(["c"]);
    expect(retainSelection(chosen, rows)).toBe(chosen);
  });

  it("lists the ids in row order for the bulk request", () => {
    expect(selectedIds(new Set(["c", "a"]), rows)).toEqual(["a", "c"]);
  });
});
