import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-redirect";

/** Every form of a foreign target the finding and checklist 16 name, and their relatives. */
const FOREIGN_TARGETS = [
  "//evil.example",
  "/\\evil.example",
  "/\\\\evil",
  "https://evil.example/x",
  "http:/evil",
  "javascript:alert(1)",
  "evil",
  "",
  "/\u0000x",
  "/\r\nLocation:x",
  // finding 1: dot segments that normalise to a protocol-relative path
  "/.//evil.example",
  "/./evil/..//evil.example",
  "/a/..//evil.example",
  "/%2E//evil.example",
  "/%2e%2e//evil.example",
  // encoded slashes and backslashes
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  // tabs and newlines, which browsers strip
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
];

describe("checklist 16 / finding 1: redirect targets are local paths only", () => {
  it.each(FOREIGN_TARGETS)("%j falls back", (target) => {
    expect(safeLocalPath(target, "/home")).toBe("/home");
  });

  it("keeps local paths with query and hash", () => {
    expect(safeLocalPath("/owner/dashboard?tab=1#x", "/")).toBe("/owner/dashboard?tab=1#x");
    expect(safeLocalPath("/owner/./profiles", "/")).toBe("/owner/profiles");
    expect(safeLocalPath("/owner/link/%D0%B0", "/")).toBe("/owner/link/%D0%B0");
  });

  it("rejects non-strings, malformed escapes and absurdly long values", () => {
    expect(safeLocalPath(42, "/")).toBe("/");
    expect(safeLocalPath("/%E0%A4%A", "/h")).toBe("/h");
    expect(safeLocalPath(`/${"a".repeat(600)}`, "/")).toBe("/");
  });
});
