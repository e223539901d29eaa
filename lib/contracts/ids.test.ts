import { describe, expect, it } from "vitest";
import { isUuid, uuid } from "./ids";

describe("one UUID check", () => {
  const good = ["0b7c6f9e-3f1a-4c1e-9d2b-1a2b3c4d5e6f", "0B7C6F9E-3F1A-4C1E-9D2B-1A2B3C4D5E6F", "00000000-0000-4000-8000-000000000000"];
  const bad = ["", "not-a-uuid", "0b7c6f9e3f1a4c1e9d2b1a2b3c4d5e6f", "0b7c6f9e-3f1a-4c1e-9d2b-1a2b3c4d5e6", "0b7c6f9e-3f1a-4c1e-9d2b-1a2b3c4d5e6f ", "1' OR '1'='1", "../../etc/passwd"];

  it("isUuid and the request schema agree on every sample", () => {
    for (const id of good) expect([id, isUuid(id), uuid().safeParse(id).success]).toEqual([id, true, true]);
    for (const id of bad) expect([id, isUuid(id), uuid().safeParse(id).success]).toEqual([id, false, false]);
  });

  it("is false for anything but a string", () => {
    for (const value of [undefined, null, 42, {}, ["0b7c6f9e-3f1a-4c1e-9d2b-1a2b3c4d5e6f"]]) expect(isUuid(value)).toBe(false);
  });

  it("a malformed id is the validation code invalid", () => {
    expect(uuid().safeParse("nope").error?.issues[0]?.message).toBe("invalid");
  });
});
