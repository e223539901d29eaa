import "server-only";
import { createHash } from "node:crypto";

/**
 * The engine's seed for a computation, derived from what is computed: the same pair or team
 * with the same settings gets the same uncertainty bands every time it is checked, so
 * "check again" never moves a range by chance (the seed drives only the bands and the
 * loader's percentages, docs/model.md).
 */
export function stableSeed(input: unknown): number {
  const digest = createHash("sha256").update(JSON.stringify(input)).digest();
  return (digest.readUInt32BE(0) % (2 ** 31 - 2)) + 1;
}
