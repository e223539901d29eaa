import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { hashToken, newToken } from "./tokens";

describe("checklist 6: password hashing", () => {
  it("uses argon2id with m=19456 KiB, t=2, p=1", async () => {
    const hash = await hashPassword("Correct-Horse-42");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "Correct-Horse-42")).toBe(true);
    expect(await verifyPassword(hash, "correct-horse-42")).toBe(false);
  });

  it("a 64-character password works", async () => {
    const long = "Ab1-".repeat(16);
    expect(long).toHaveLength(64);
    expect(await verifyPassword(await hashPassword(long), long)).toBe(true);
  });

  it("without a stored hash verification fails (after spending the same work)", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
  });

  it("knows the most common passwords, case-insensitively", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("Correct-Horse-42")).toBe(false);
  });
});

describe("checklist 4: tokens", () => {
  it("carry at least 128 bits from the CSPRNG and are stored only as SHA-256", () => {
    const token = newToken();
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    const many = new Set(Array.from({ length: 1000 }, newToken));
    expect(many.size).toBe(1000);
  });
});
