import { describe, expect, it } from "vitest";
import { isTemporaryEmail } from "./temporary-mail";

describe("isTmpOwner: temporary-mail domains", () => {
  it("flags addresses of temporary-mail services, subdomains included", () => {
    expect(isTemporaryEmail("someone@yopmail.com")).toBe(true);
    expect(isTemporaryEmail("someone@mailinator.com")).toBe(true);
    expect(isTemporaryEmail("someone@eu.mailinator.com")).toBe(true);
  });
  it("leaves ordinary providers and company domains alone", () => {
    expect(isTemporaryEmail("someone@gmail.com")).toBe(false);
    expect(isTemporaryEmail("hr@company.ru")).toBe(false);
  });
});
