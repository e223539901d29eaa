import { describe, expect, it } from "vitest";
import { addDays, dayNumber, dayStartMs, dayStartMsOrNaN, firstDayOfMonth, formatDay, isoDay, ISO_DAY_PATTERN, MS_PER_DAY, parseDay } from "./dates";

// The app's one day helper: these replace toISOString().slice(0, 10) and
// Date.parse(`${day}T00:00:00Z`) ± 86_400_000 in the server, the pages and the browser,
// so each is checked against what Date gives.

describe("day helpers shared by the app", () => {
  it("isoDay is the UTC calendar day of an instant, as toISOString().slice(0, 10)", () => {
    for (const iso of ["2026-03-01T00:00:00.000Z", "2026-03-01T23:59:59.999Z", "1969-12-31T23:59:59.999Z", "2000-02-29T12:00:00.000Z", "1850-07-04T01:02:03.000Z"]) {
      const date = new Date(iso);
      expect(isoDay(date)).toBe(date.toISOString().slice(0, 10));
      expect(isoDay(date.getTime())).toBe(date.toISOString().slice(0, 10));
    }
    expect(() => isoDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("addDays crosses months, years and leap days both ways, as Date arithmetic does", () => {
    const viaDate = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
    for (const [day, n] of [["2026-01-01", -1], ["2024-02-28", 1], ["2023-02-28", 1], ["2026-12-31", 1], ["2026-03-31", -31], ["2026-11-21", -730], ["2026-11-21", 0]] as const) {
      expect(addDays(day, n)).toBe(viaDate(day, n));
    }
  });

  it("an impossible day rolls over as Date.parse does; another shape throws", () => {
    expect(addDays("2026-02-30", 0)).toBe("2026-03-02");
    expect(dayStartMs("2026-02-30")).toBe(Date.parse("2026-02-30T00:00:00Z"));
    expect(() => dayNumber("2026-3-1")).toThrow(RangeError);
    expect(() => addDays("yesterday", 1)).toThrow(RangeError);
  });

  it("dayStartMsOrNaN agrees with Date.parse of the day's midnight on every day-shaped string", () => {
    const two = (n: number) => String(n).padStart(2, "0");
    const differ: string[] = [];
    for (const year of ["0000", "1900", "2000", "2023", "2024", "2026", "9999"]) {
      for (let month = 0; month <= 13; month++) {
        for (let d = 0; d <= 33; d++) {
          const day = `${year}-${two(month)}-${two(d)}`;
          if (!Object.is(dayStartMsOrNaN(day), Date.parse(`${day}T00:00:00Z`))) differ.push(day);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(dayStartMsOrNaN("2026-02-30")).toBe(dayStartMs("2026-03-02"));
    for (const bad of ["", "2026-3-1", "yesterday", "2026-03-01T00:00:00Z", "99-03-01"]) expect(dayStartMsOrNaN(bad)).toBeNaN();
  });

  it("dayStartMs is midnight UTC; firstDayOfMonth keeps year and month", () => {
    expect(new Date(dayStartMs("2026-11-21")).toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(firstDayOfMonth("2026-11-21")).toBe("2026-11-01");
    expect(firstDayOfMonth("2024-02-29")).toBe("2024-02-01");
  });

  it("agrees with the engine's strict parser on real days", () => {
    for (const day of ["1900-01-01", "2024-02-29", "2199-12-31"]) {
      expect(ISO_DAY_PATTERN.test(day)).toBe(true);
      expect(dayNumber(day)).toBe(parseDay(day));
      expect(formatDay(dayNumber(day))).toBe(day);
    }
    expect(ISO_DAY_PATTERN.test("2026-11-21T00:00:00Z")).toBe(false);
  });
});
