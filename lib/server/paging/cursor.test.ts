import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/server/http/app-error";
import { decodeCursor, encodeCursor, pageOf, parseCursor } from "./cursor";

const ID = "3f2b8c1e-5a4d-4e6f-9b0a-1c2d3e4f5a6b";

describe("page cursors", () => {
  it("round-trip a sort key and id, including Cyrillic text, numbers and null", () => {
    const cursor = { key: ["Вера", "Смирнова", 3, null], id: ID };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseCursor(text, 4)).toEqual(cursor);
  });

  it("refuse malformed text, wrong shapes, wrong key lengths and ids that are not UUIDs", () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    expect(parseCursor("not a cursor", 1)).toBeNull();
    expect(parseCursor("abc", 1)).toBeNull();
    expect(parseCursor(b64({ key: ["a"], id: ID }), 1)).toBeNull();
    expect(parseCursor(b64([["a"], "x"]), 1)).toBeNull();
    expect(parseCursor(b64([["a", "b"], ID]), 1)).toBeNull();
    expect(parseCursor(b64([[{ a: 1 }], ID]), 1)).toBeNull();
    expect(parseCursor(b64([["x".repeat(301)], ID]), 1)).toBeNull();
    expect(parseCursor(b64([["a"], ID]), 1)).toEqual({ key: ["a"], id: ID });
  });

  it("decodeCursor answers none for no cursor and a 400 of the catalogue for a bad one", () => {
    expect(decodeCursor(undefined, 1)).toBeNull();
    try {
      decodeCursor("!!", 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("validation:invalid_query");
      expect((error as AppError).status).toBe(400);
    }
  });

  it("pageOf cuts the extra row and points the cursor at the page's last row", () => {
    const rows = [1, 2, 3].map((n) => ({ n, id: ID }));
    expect(pageOf(rows, 3, (r) => ({ key: [r.n], id: r.id }))).toEqual({ rows, nextCursor: null });
    const page = pageOf(rows, 2, (r) => ({ key: [r.n], id: r.id }));
    expect(page.rows).toHaveLength(2);
    expect(parseCursor(page.nextCursor!, 1)).toEqual({ key: [2], id: ID });
  });
});
