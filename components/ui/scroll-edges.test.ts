import { describe, expect, it } from "vitest";
import { scrollEdges } from "./scroll-edges";

describe("edges of a scrolling row", () => {
  it("shows nothing when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 390, scrollWidth: 390 })).toEqual({ before: false, after: false });
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 390, scrollWidth: 391 })).toEqual({ before: false, after: false });
  });
  it("shows more after at the start, both in the middle, more before at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 390, scrollWidth: 520 })).toEqual({ before: false, after: true });
    expect(scrollEdges({ scrollLeft: 60, clientWidth: 390, scrollWidth: 520 })).toEqual({ before: true, after: true });
    expect(scrollEdges({ scrollLeft: 130, clientWidth: 390, scrollWidth: 520 })).toEqual({ before: true, after: false });
  });
});
