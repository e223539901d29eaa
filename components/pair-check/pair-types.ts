import type { Pair, PairPerson } from "@/lib/contracts/scene-responses";

/** The areas that show a pair check. */
export type PairArea = "/owner/dashboard" | "/owner-mobile" | "/love-mobile";

/** GET/POST/PATCH /api/v1/scene/p2p answer: the contract's type (lib/contracts/scene-responses.ts). */
export type PairView = Pair;
export type PairPersonView = PairPerson;

/** A live `renderPair` message names the pair it belongs to. */
export function renderedPairId(message: { type: string; [key: string]: unknown }): string | null {
  return message.type === "renderPair" && typeof message.pairId === "string" ? message.pairId : null;
}
