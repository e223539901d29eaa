// The one place that says which domain each of the 30 personality items measures and
// whether it is reverse-keyed. Item wording lives in the content (ru and en) and never
// carries keying, so a translation can not flip the scoring of an item.

export const BIG_FIVE_DOMAINS = [
  "extraversion",
  "agreeableness",
  "conscientiousness",
  "negativeEmotionality",
  "openMindedness",
] as const;

export type BigFiveDomain = (typeof BIG_FIVE_DOMAINS)[number];

export type Keying = "forward" | "reverse";

export interface InventoryItem {
  /** 1..30, the order in which the items are asked. */
  readonly id: number;
  readonly domain: BigFiveDomain;
  readonly keyed: Keying;
}

export const ITEM_COUNT = 30;
export const ITEMS_PER_DOMAIN = 6;
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;

const E = "extraversion";
const A = "agreeableness";
const C = "conscientiousness";
const N = "negativeEmotionality";
const O = "openMindedness";
const F = "forward";
const R = "reverse";

/** Interleaved E, A, C, N, O; in each domain three items are forward- and three reverse-keyed. */
export const BIG_FIVE_INVENTORY: readonly InventoryItem[] = (
  [
    [1, E, F], [2, A, R], [3, C, F], [4, N, F], [5, O, F],
    [6, E, R], [7, A, F], [8, C, R], [9, N, R], [10, O, R],
    [11, E, F], [12, A, R], [13, C, F], [14, N, F], [15, O, F],
    [16, E, R], [17, A, F], [18, C, R], [19, N, R], [20, O, R],
    [21, E, F], [22, A, F], [23, C, R], [24, N, F], [25, O, R],
    [26, E, R], [27, A, R], [28, C, F], [29, N, R], [30, O, F],
  ] as const
).map(([id, domain, keyed]) => ({ id, domain, keyed }));

export function inventoryItem(id: number): InventoryItem | undefined {
  return BIG_FIVE_INVENTORY.find((item) => item.id === id);
}
