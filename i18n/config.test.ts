import { describe, expect, it } from "vitest";
import { areaOfApiPath, areaOfPath } from "./config";

describe("areas of paths", () => {
  it("page paths: the owner area includes owner-mobile and love-mobile", () => {
    expect(["/owner/dashboard", "/owner-mobile/p2p", "/love-mobile"].map(areaOfPath)).toEqual(["owner", "owner", "owner"]);
    expect(areaOfPath("/administrator/owners")).toBe("administrator");
    expect(areaOfPath("/")).toBe("public");
  });

  it("API paths: staff families are the staff areas, owner and scene the owner's, the rest public", () => {
    expect(areaOfApiPath("/api/v1/administrator/owners")).toBe("administrator");
    expect(areaOfApiPath("/api/v1/estimator/nothing/here")).toBe("estimator");
    expect(areaOfApiPath("/api/v1/owner/self")).toBe("owner");
    expect(areaOfApiPath("/api/v1/scene/scene/x/run")).toBe("owner");
    expect(["/api/v1/passport/owner/login", "/api/v1/no-such-thing", "/api/v1", "/"].map(areaOfApiPath)).toEqual(["public", "public", "public", "public"]);
  });
});
