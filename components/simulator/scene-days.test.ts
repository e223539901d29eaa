import { describe, expect, it } from "vitest";
import { clampDay, dateInWindow, dateToDay, dayAxis, dayToDate, isIsoDay, utcToday } from "./scene-days";

describe("scene days", () => {
  it("maps day indices to dates and back, across months and leap days", () => {
    expect(dayToDate("2024-02-27", 0)).toBe("2024-02-27");
    expect(dayToDate("2024-02-27", 2)).toBe("2024-02-29");
    expect(dayToDate("2024-02-27", 3)).toBe("2024-03-01");
    expect(dayToDate("2025-12-31", 1)).toBe("2026-01-01");
    expect(dateToDay("2024-02-27", "2024-03-01")).toBe(3);
    expect(dateToDay("2024-02-27", "2024-02-20")).toBe(-7);
    for (const i of [0, 1, 59, 364, 730, 1094]) expect(dateToDay("2023-06-15", dayToDate("2023-06-15", i))).toBe(i);
  });

  it("clamps an index into the window", () => {
    expect(clampDay(-3, 10)).toBe(0);
    expect(clampDay(12, 10)).toBe(9);
    expect(clampDay(4.4, 10)).toBe(4);
    expect(clampDay(Number.NaN, 10)).toBe(0);
    expect(clampDay(5, 0)).toBe(0);
  });

  it("builds the chart axis in unix seconds at midnight UTC", () => {
    const axis = dayAxis("2026-01-01", 3);
    expect(axis).toEqual([Date.UTC(2026, 0, 1) / 1000, Date.UTC(2026, 0, 2) / 1000, Date.UTC(2026, 0, 3) / 1000]);
    expect(dayAxis("2026-01-01", 0)).toEqual([]);
  });

  it("accepts only real calendar days", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2023-2-1")).toBe(false);
    expect(isIsoDay("")).toBe(false);
  });

  it("treats impossible and malformed days as Date.parse did: days 29..31 roll over, others are NaN", () => {
    expect(dayToDate("2026-02-30", 0)).toBe("2026-03-02");
    expect(dateToDay("2026-03-01", "2026-02-30")).toBe(1);
    expect(dateToDay("2026-03-01", "2026-02-32")).toBeNaN();
    expect(dateToDay("2026-13-01", "2026-03-01")).toBeNaN();
    expect(dateToDay("2026-03-01", "soon")).toBeNaN();
    expect(() => dayToDate("2026-00-10", 1)).toThrow(RangeError);
    expect(dayAxis("2026-02-00", 2).every(Number.isNaN)).toBe(true);
    expect(dayAxis("2026-02-30", 1)).toEqual([Date.UTC(2026, 2, 2) / 1000]);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
    expect(isIsoDay("2026-01-00")).toBe(false);
    expect(isIsoDay("0000-01-01")).toBe(true);
    expect(isIsoDay("9999-12-31")).toBe(true);
  });

  it("keeps a dialog's date inside the window", () => {
    expect(dateInWindow("2026-05-01", "2026-01-01", "2026-12-31")).toBe("2026-05-01");
    expect(dateInWindow("2025-05-01", "2026-01-01", "2026-12-31")).toBe("2026-01-01");
    expect(dateInWindow("2027-05-01", "2026-01-01", "2026-12-31")).toBe("2026-12-31");
  });

  it("gives today in UTC", () => {
    expect(utcToday(new Date("2026-03-05T23:30:00-05:00"))).toBe("2026-03-06");
    expect(() => utcToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
