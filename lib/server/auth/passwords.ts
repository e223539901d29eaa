import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword } from "./common-passwords";

// OWASP's argon2id baseline (checklist 6): 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a
 * dummy hash, so an unknown account cannot be told apart by timing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("dummy-password-for-timing", OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export { isCommonPassword };
