import { describe, expect, it } from "vitest";
import { ProfileListQuery } from "@/lib/contracts/profiles";
import { queryString } from "./call-endpoint";
import { DEFAULT_PROFILE_FILTER, profileListPage, profileListQuery as profileListQueryObject, type ProfileListFilter } from "./profile-list";
import { withFilterChange } from "./paged-list";
import { truncate } from "./text";

const profileListQuery = (filter: ProfileListFilter) => queryString(profileListQueryObject(filter)).slice(1);

describe("profile list rules", () => {
  it("defaults: page 1, createdAt descending, completed profiles", () => {
    expect(profileListQuery(DEFAULT_PROFILE_FILTER)).toBe("sortBy=createdAt&sortOrder=desc&profileStatus=completed&statusFilter=all&page=1&pageSize=12");
    expect(profileListQuery({ ...DEFAULT_PROFILE_FILTER, search: "  anna  " })).toContain("search=anna");
  });

  it("is accepted by the server's contract", () => {
    expect(ProfileListQuery.parse(profileListQueryObject({ ...DEFAULT_PROFILE_FILTER, search: "anna", page: 2 }))).toMatchObject({ search: "anna", page: 2, pageSize: 12 });
  });

  it("next records the page's cursor; previous and later pages read the cursor recorded for them", () => {
    const p2 = profileListPage(DEFAULT_PROFILE_FILTER, 2, "c2");
    expect(profileListQueryObject(p2)).toMatchObject({ page: 2, cursor: "c2" });
    const p3 = profileListPage(p2, 3, "c3");
    expect(profileListQueryObject(p3)).toMatchObject({ page: 3, cursor: "c3" });
    const back = profileListPage(p3, 2, "ignored");
    expect(profileListQueryObject(back)).toMatchObject({ page: 2, cursor: "c2" });
    const first = profileListPage(back, 1, null);
    expect(profileListQueryObject(first)).not.toHaveProperty("cursor");
    // Going on from page 2 again replaces what lay beyond it.
    expect(profileListPage(back, 3, "c3b").cursors).toEqual(["c2", "c3b"]);
  });

  it("a filter change starts at page 1 with no cursor; a page with no recorded cursor reads by offset", () => {
    const p2 = profileListPage(DEFAULT_PROFILE_FILTER, 2, "c2");
    expect(profileListQueryObject(withFilterChange(p2, { search: "anna" }))).not.toHaveProperty("cursor");
    expect(profileListQueryObject(profileListPage(DEFAULT_PROFILE_FILTER, 2, null))).toMatchObject({ page: 2 });
    expect(profileListQueryObject(profileListPage(DEFAULT_PROFILE_FILTER, 2, null))).not.toHaveProperty("cursor");
  });

  it("truncates at 17 characters plus an ellipsis, by characters not bytes", () => {
    expect(truncate("Александра Константиновна")).toBe("Александра Конста…");
    expect(truncate("Short name")).toBe("Short name");
    expect(truncate("12345678901234567")).toBe("12345678901234567");
  });
});
