import { describe, expect, it } from "vitest";
import { BIG_FIVE_DOMAINS, BIG_FIVE_INVENTORY, ITEM_COUNT, ITEMS_PER_DOMAIN, inventoryItem } from "./inventory";

describe("the 30-item inventory", () => {
  it("numbers the items 1..30 in order", () => {
    expect(BIG_FIVE_INVENTORY).toHaveLength(ITEM_COUNT);
    expect(BIG_FIVE_INVENTORY.map((i) => i.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("interleaves the domains E, A, C, N, O", () => {
    BIG_FIVE_INVENTORY.forEach((item, i) => expect(item.domain).toBe(BIG_FIVE_DOMAINS[i % 5]));
  });

  it("has six items per domain, three forward- and three reverse-keyed", () => {
    for (const domain of BIG_FIVE_DOMAINS) {
      const items = BIG_FIVE_INVENTORY.filter((i) => i.domain === domain);
      expect(items).toHaveLength(ITEMS_PER_DOMAIN);
      expect(items.filter((i) => i.keyed === "forward")).toHaveLength(3);
      expect(items.filter((i) => i.keyed === "reverse")).toHaveLength(3);
    }
  });

  it("looks items up by id", () => {
    expect(inventoryItem(1)).toEqual({ id: 1, domain: "extraversion", keyed: "forward" });
    expect(inventoryItem(31)).toBeUndefined();
  });
});
