// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FilterPanel } from "./filter-panel";

afterEach(cleanup);

function Search() {
  const [text, setText] = useState("");
  return (
    <FilterPanel className="grid">
      <input type="search" aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </FilterPanel>
  );
}

describe("FilterPanel", () => {
  it("is disabled in the server HTML, so nothing typed before hydration is taken and then lost", () => {
    expect(renderToString(<Search />)).toMatch(/<fieldset[^>]* disabled=""/);
  });

  it("is enabled once hydrated, and what is typed reaches the state", () => {
    render(<Search />);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" });
    expect(box.closest("fieldset")!.disabled).toBe(false);
    fireEvent.change(box, { target: { value: "Gleb" } });
    expect(screen.getByRole("status").textContent).toBe("Gleb");
  });

  it("can still be disabled by its caller, and never keeps a grid from narrowing", () => {
    render(<FilterPanel disabled className="grid" data-testid="panel" />);
    const panel = screen.getByTestId<HTMLFieldSetElement>("panel");
    expect(panel.disabled).toBe(true);
    expect(panel.className.split(" ")).toEqual(expect.arrayContaining(["min-w-0", "grid"]));
  });
});
