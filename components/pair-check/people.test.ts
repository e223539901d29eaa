import { describe, expect, it } from "vitest";
import { groupMissingLevels, idFromPath, isRecordId, nameLookup } from "./people";

const ID = "0b7c6f9e-3f1a-4c1e-9d2b-1a2b3c4d5e6f";

describe("people helpers", () => {
  it("names actors from the first source that knows them", () => {
    const nameOf = nameLookup([[{ id: "a", firstName: "Anna", lastName: "S" }], [{ id: "a", firstName: "Other", lastName: "" }, { id: "b", firstName: "Boris", lastName: "" }]], "?");
    expect(nameOf("a")).toBe("Anna S");
    expect(nameOf("b")).toBe("Boris");
    expect(nameOf("c")).toBe("?");
  });

  it("groups missing levels by person", () => {
    expect(groupMissingLevels([{ actor: "a", level: "K" }, { actor: "b", level: "L" }, { actor: "a", level: "P" }, { actor: "a", level: "K" }])).toEqual([
      { actor: "a", levels: ["K", "P"] },
      { actor: "b", levels: ["L"] },
    ]);
  });

  it("recognises ids and reads them from paths", () => {
    expect(isRecordId(ID)).toBe(true);
    expect(isRecordId("nope")).toBe(false);
    expect(isRecordId(undefined)).toBe(false);
    expect(idFromPath(`/owner/dashboard/p2p/${ID}`, "p2p")).toBe(ID);
    expect(idFromPath(`/en/love-mobile/p2p/${ID}`, "p2p")).toBe(ID);
    expect(idFromPath("/owner-mobile/p2p", "p2p")).toBeNull();
    expect(idFromPath("/owner-mobile/p2p/garbage", "p2p")).toBeNull();
    expect(idFromPath(`/owner/dashboard/team/${ID}`, "p2p")).toBeNull();
  });
});
