import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
