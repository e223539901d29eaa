import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-redirect";

describe("checklist 16: redirect targets are local paths only", () => {
  it.each(["//evil.example", "/\\evil.example", "/\\\\evil", "https://evil.example/x", "http:/evil", "javascript:alert(1)", "evil", "", "/\u0000x", "/%0d%0aLocation:x".replace("%0d%0a", "\r\n")])(
    "%j falls back",
    (target) => {
      expect(safeLocalPath(target, "/home")).toBe("/home");
    },
  );

  it("keeps local paths with query and hash", () => {
    expect(safeLocalPath("/owner/dashboard?tab=1#x", "/")).toBe("/owner/dashboard?tab=1#x");
  });

  it("rejects non-strings and absurdly long values", () => {
    expect(safeLocalPath(42, "/")).toBe("/");
    expect(safeLocalPath(`/${"a".repeat(600)}`, "/")).toBe("/");
  });
});
