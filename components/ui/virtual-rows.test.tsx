// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VirtualRows } from "./virtual-rows";

// happy-dom lays nothing out: rows measure 48 px as TanStack Virtual reads them (offsetHeight;
// happy-dom's ResizeObserver would report zero sizes, so it is taken away). The picker's
// scrolling-box form is exercised in Chromium by the browser tests that pick profiles.
beforeEach(() => {
  vi.stubGlobal("ResizeObserver", undefined);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.tagName === "LI" ? 48 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(400);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const items = Array.from({ length: 2000 }, (_, i) => ({ id: `id-${i}`, name: `Row ${i}` }));

describe("VirtualRows", () => {
  it("renders a few rows of a 2,000-row list in the window, the list as tall as all of them", () => {
    render(<VirtualRows items={items} itemKey={(x) => x.id} estimateSize={48} gap={8} listProps={{ "aria-label": "teams" }} renderRow={(x, row) => <li {...row}>{x.name}</li>} />);
    const list = screen.getByRole("list", { name: "teams" });
    const rendered = list.querySelectorAll("li").length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByText("Row 0")).toBeTruthy();
    expect(screen.queryByText("Row 1999")).toBeNull();
    expect(list.style.height).toBe(`${2000 * 48 + 1999 * 8}px`);
  });
});
