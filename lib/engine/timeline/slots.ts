export const PAIR_SLOTS = 2;
export const TEAM_SLOTS = 4;

export type SlotKind = "pair" | "team";

/** Pair manager: only when both pair slots are filled. Team manager: when more than 2 are. */
export function managerSlotVisible(kind: SlotKind, filled: number): boolean {
  return kind === "pair" ? filled >= PAIR_SLOTS : filled > 2;
}

export const filledCount = (slots: readonly (string | null)[]) => slots.filter((s) => s !== null).length;

/**
 * Puts a profile id into a slot. A profile can not appear twice: choosing an id that
 * already sits in another slot moves it (its old slot becomes empty).
 */
export function placeInSlot(slots: readonly (string | null)[], index: number, id: string | null): (string | null)[] {
  if (index < 0 || index >= slots.length) return [...slots];
  const out = slots.map((s) => (id !== null && s === id ? null : s));
  out[index] = id;
  return out;
}
