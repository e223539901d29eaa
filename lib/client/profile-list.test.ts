import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_FILTER, pageAfterDeletion, pageCount, profileListQuery } from "./profile-list";
import { truncate } from "./text";

describe("profile list rules", () => {
  it("deleting the last profile of a page moves to the previous page", () => {
    expect(pageAfterDeletion(3, 1)).toBe(2);
    expect(pageAfterDeletion(3, 5)).toBe(3);
    expect(pageAfterDeletion(1, 1)).toBe(1);
  });

  it("defaults: page 1, createdAt descending, completed profiles", () => {
    expect(profileListQuery(DEFAULT_PROFILE_FILTER)).toBe("sortBy=createdAt&sortOrder=desc&profileStatus=completed&statusFilter=all&page=1&pageSize=12");
    expect(profileListQuery({ ...DEFAULT_PROFILE_FILTER, search: "  anna  " })).toContain("search=anna");
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });

  it("truncates at 17 characters plus an ellipsis, by characters not bytes", () => {
    expect(truncate("Александра Константиновна")).toBe("Александра Конста…");
    expect(truncate("Short name")).toBe("Short name");
    expect(truncate("12345678901234567")).toBe("12345678901234567");
  });
});
