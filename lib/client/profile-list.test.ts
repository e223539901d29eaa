import { describe, expect, it } from "vitest";
import { ProfileListQuery } from "@/lib/contracts/profiles";
import { queryString } from "./call-endpoint";
import { DEFAULT_PROFILE_FILTER, profileListQuery as profileListQueryObject, type ProfileListFilter } from "./profile-list";
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

  it("truncates at 17 characters plus an ellipsis, by characters not bytes", () => {
    expect(truncate("Александра Константиновна")).toBe("Александра Конста…");
    expect(truncate("Short name")).toBe("Short name");
    expect(truncate("12345678901234567")).toBe("12345678901234567");
  });
});
