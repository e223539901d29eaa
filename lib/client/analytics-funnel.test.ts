import { describe, expect, it } from "vitest";
import { dayTimestamps, funnelRows, periodTotals } from "./analytics-funnel";

describe("funnelRows", () => {
  it("gives each step its share of the previous and of the first step", () => {
    const rows = funnelRows([
      { step: "plans_opened", count: 200 },
      { step: "checkout_started", count: 50 },
      { step: "paid", count: 20 },
    ]);
    expect(rows.map((r) => [r.ofPrevious, r.ofFirst, r.width])).toEqual([
      [null, null, 1],
      [0.25, 0.25, 0.25],
      [0.4, 0.1, 0.1],
    ]);
  });

  it("has no rate after an empty step and draws empty bars when nothing happened", () => {
    const rows = funnelRows([
      { step: "plans_opened", count: 0 },
      { step: "checkout_started", count: 0 },
      { step: "paid", count: 3 },
    ]);
    expect(rows.map((r) => [r.ofPrevious, r.ofFirst])).toEqual([[null, null], [null, null], [null, null]]);
    expect(rows.map((r) => r.width)).toEqual([0, 0, 1]);
    expect(funnelRows([{ step: "plans_opened", count: 0 }])[0]!.width).toBe(0);
  });
});

describe("periodTotals and dayTimestamps", () => {
  it("sums the days and places each day at its UTC midnight", () => {
    const days = [
      { date: "2026-11-20", pageViews: 3, visitors: 2 },
      { date: "2026-11-21", pageViews: 4, visitors: 1 },
    ];
    expect(periodTotals(days)).toEqual({ pageViews: 7, visitors: 3 });
    expect(dayTimestamps(days)).toEqual([Date.UTC(2026, 10, 20) / 1000, Date.UTC(2026, 10, 21) / 1000]);
  });
});
