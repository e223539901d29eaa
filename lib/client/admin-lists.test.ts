import { describe, expect, it } from "vitest";
import { AdminOwnersQuery, AdminProfilesQuery, UpdateOwnerByAdmin, type AdminOwnerItemDto } from "@/lib/contracts/admin";
import { DEFAULT_OWNERS_FILTER, DEFAULT_PROFILES_FILTER, changedFields, dateInputValue, ownerFormValues, ownersQuery as ownersQueryObject, profilesQuery as profilesQueryObject, type OwnersFilter, type ProfilesFilter } from "./admin-lists";
import { queryString } from "./call-endpoint";

/** The query string callEndpoint sends for a list's query. */
const ownersQuery = (filter: OwnersFilter) => queryString(ownersQueryObject(filter)).slice(1);
const profilesQuery = (filter: ProfilesFilter) => queryString(profilesQueryObject(filter)).slice(1);

/** The server's reading of a query string (lib/server/http/route.ts): repeated keys become lists. */
function serverReads(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}

const OWNER_ID = "0b7c6a52-3f0e-4f0a-9a55-2a1d6c1c9a10";

describe("owners query", () => {
  it("defaults: every status, newest first, page 1", () => {
    expect(ownersQuery(DEFAULT_OWNERS_FILTER)).toBe("statusFilter=all&productFilter=enterprise&subscribeFilter=all&sortBy=createdAt&sortOrder=desc&page=1&pageSize=20");
  });

  it("trims the search and leaves it out when blank", () => {
    expect(ownersQuery({ ...DEFAULT_OWNERS_FILTER, search: "  acme " })).toContain("search=acme");
    expect(ownersQuery({ ...DEFAULT_OWNERS_FILTER, search: "   " })).not.toContain("search");
  });

  it("is accepted by the server's contract as sent", () => {
    const query = ownersQuery({ search: "a@b.test", statusFilter: "blocked", productFilter: "love", subscribeFilter: "paid", sortBy: "lastVisitAt", sortOrder: "asc", page: 3, cursors: [] });
    expect(AdminOwnersQuery.parse(serverReads(query))).toEqual({ search: "a@b.test", statusFilter: "blocked", productFilter: "love", subscribeFilter: "paid", sortBy: "lastVisitAt", sortOrder: "asc", page: 3, pageSize: 20 });
  });
});

describe("profiles query", () => {
  it("defaults: the administrator filter all, no company", () => {
    expect(profilesQuery(DEFAULT_PROFILES_FILTER)).toBe("filter=all&sortBy=createdAt&sortOrder=desc&page=1&pageSize=20");
  });

  it("sends the company as ownersFilter and is accepted by the contract", () => {
    const query = profilesQuery({ ...DEFAULT_PROFILES_FILTER, filter: "suspicious", ownerId: OWNER_ID, search: "Anna", page: 2 });
    expect(AdminProfilesQuery.parse(serverReads(query))).toMatchObject({ filter: "suspicious", ownersFilter: [OWNER_ID], search: "Anna", page: 2 });
  });

  it("sends the cursor recorded for the page, none on page 1", () => {
    const filter = { ...DEFAULT_PROFILES_FILTER, page: 3, cursors: ["c2", "c3"] };
    expect(AdminProfilesQuery.parse(serverReads(profilesQuery(filter)))).toMatchObject({ page: 3, cursor: "c3" });
    expect(profilesQuery({ ...filter, page: 1 })).not.toContain("cursor");
    expect(ownersQuery({ ...DEFAULT_OWNERS_FILTER, page: 2, cursors: ["c2"] })).toContain("cursor=c2");
  });
});

describe("owner edit form", () => {
  const owner: AdminOwnerItemDto = {
    _id: OWNER_ID,
    email: "hr@acme.test",
    companyName: "Acme",
    status: "unverified",
    endDate: "2026-12-31T00:00:00.000Z",
    createdAt: "2026-01-01T10:00:00.000Z",
    subscription: { plan: "none", status: null },
    lastVisit: null,
    profileCount: 2,
  };

  it("shows the end date as the UTC calendar day, none as empty", () => {
    expect(dateInputValue("2026-12-31T00:00:00.000Z")).toBe("2026-12-31");
    expect(dateInputValue(null)).toBe("");
    expect(dateInputValue("not a date")).toBe("");
  });

  it("starts from the stored values, valid for the contract", () => {
    const values = ownerFormValues(owner);
    expect(values).toEqual({ companyName: "Acme", email: "hr@acme.test", status: "unverified", subscribeEndDate: "2026-12-31" });
    expect(UpdateOwnerByAdmin.safeParse(values).success).toBe(true);
    expect(ownerFormValues({ ...owner, endDate: null }).subscribeEndDate).toBeNull();
  });

  it("sends only what changed, including clearing the end date", () => {
    const before = ownerFormValues(owner);
    expect(changedFields(before, { ...before, status: "blocked" })).toEqual({ status: "blocked" });
    expect(changedFields(before, { ...before, subscribeEndDate: null })).toEqual({ subscribeEndDate: null });
    expect(changedFields(before, before)).toEqual({});
  });
});
