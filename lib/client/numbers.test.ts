import { describe, expect, it } from "vitest";
import { formatChange, formatNumber, formatPercentPoints } from "./numbers";

// Intl writes Russian groups and the space before "%" with no-break spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("numbers for the reader", () => {
  it("writes decimals with the reader's separator", () => {
    expect(formatNumber(92.8, "ru")).toBe("92,8");
    expect(formatNumber(92.8, "en")).toBe("92.8");
    expect(formatNumber(2.345, "ru", 2)).toBe("2,35");
    expect(formatNumber(50, "ru")).toBe("50");
  });

  it("groups thousands the reader's way", () => {
    expect(plain(formatNumber(12345, "ru"))).toBe("12 345");
    expect(formatNumber(12345, "en")).toBe("12,345");
  });

  it("writes percentages from points with the reader's spacing", () => {
    expect(plain(formatPercentPoints(92.8, "ru"))).toBe("93 %");
    expect(formatPercentPoints(92.8, "en")).toBe("93%");
    expect(plain(formatPercentPoints(92.8, "ru", 1))).toBe("92,8 %");
    expect(formatPercentPoints(-20, "en")).toBe("-20%");
  });

  it("signs changes but not zero", () => {
    expect(formatChange(3.4, "ru")).toBe("+3");
    expect(formatChange(-2.6, "en")).toBe("-3");
    expect(formatChange(0, "ru")).toBe("0");
    expect(formatChange(1.25, "ru", 1)).toBe("+1,3");
  });
});
