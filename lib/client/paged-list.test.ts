import { describe, expect, it } from "vitest";
import { ariaSort, nextSort, pageAfterDeletion, pageCount, withFilterChange } from "./paged-list";

describe("sorting", () => {
  it("the same column flips the order; another starts with its natural order", () => {
    expect(nextSort({ sortBy: "createdAt", sortOrder: "desc" }, "createdAt")).toEqual({ sortBy: "createdAt", sortOrder: "asc" });
    expect(nextSort({ sortBy: "createdAt", sortOrder: "asc" }, "createdAt")).toEqual({ sortBy: "createdAt", sortOrder: "desc" });
    expect(nextSort({ sortBy: "createdAt", sortOrder: "desc" }, "email", "asc")).toEqual({ sortBy: "email", sortOrder: "asc" });
  });

  it("tells assistive technology which column sorts the rows", () => {
    expect(ariaSort({ sortBy: "email", sortOrder: "asc" }, "email")).toBe("ascending");
    expect(ariaSort({ sortBy: "email", sortOrder: "desc" }, "email")).toBe("descending");
    expect(ariaSort({ sortBy: "email", sortOrder: "desc" }, "createdAt")).toBe("none");
  });
});

describe("pages", () => {
  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it("a deletion that empties the page shows the previous page (the owner's list deletes one at a time)", () => {
    expect(pageAfterDeletion(3, 1, 1)).toBe(2);
    expect(pageAfterDeletion(3, 2, 2)).toBe(2);
    expect(pageAfterDeletion(3, 5, 2)).toBe(3);
    expect(pageAfterDeletion(1, 1, 1)).toBe(1);
  });
});

describe("filter changes", () => {
  it("a filter change starts again at page 1", () => {
    expect(withFilterChange({ page: 4, search: "", sortBy: "a" }, { sortBy: "b" })).toEqual({ page: 1, search: "", sortBy: "b" });
  });
});
