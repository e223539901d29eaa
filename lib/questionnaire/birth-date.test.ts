import { describe, expect, it } from "vitest";
import { ageOn, birthDateFromInstant, normaliseBirthDate, parseBirthDate } from "./birth-date";

describe("normaliseBirthDate", () => {
  it("gives midnight UTC of the calendar date", () => {
    expect(normaliseBirthDate({ year: 1990, month: 5, day: 17 })).toEqual({ ok: true, value: "1990-05-17T00:00:00.000Z" });
    expect(normaliseBirthDate({ year: 2000, month: 2, day: 29 })).toEqual({ ok: true, value: "2000-02-29T00:00:00.000Z" });
  });

  it("rejects dates that do not exist", () => {
    for (const date of [
      { year: 1900, month: 2, day: 29 },
      { year: 1990, month: 4, day: 31 },
      { year: 1990, month: 13, day: 1 },
      { year: 1990, month: 0, day: 1 },
      { year: 1990, month: 1, day: 0 },
      { year: 1990.5, month: 1, day: 1 },
      { year: 99, month: 1, day: 1 },
    ]) {
      expect(normaliseBirthDate(date)).toEqual({ ok: false, error: "invalid_date" });
    }
  });
});

describe("birthDateFromInstant", () => {
  it("keeps the local calendar date whatever the time zone", () => {
    // Midnight of 17 May 2000 in Moscow (UTC+3) is 16 May 21:00 UTC.
    expect(birthDateFromInstant(new Date("2000-05-16T21:00:00Z"), -180)).toEqual({ ok: true, value: "2000-05-17T00:00:00.000Z" });
    // 23:30 on 17 May in New York (UTC-4) is already 18 May in UTC.
    expect(birthDateFromInstant(new Date("2000-05-18T03:30:00Z"), 240)).toEqual({ ok: true, value: "2000-05-17T00:00:00.000Z" });
    expect(birthDateFromInstant(new Date("2000-05-17T00:00:00Z"), 0)).toEqual({ ok: true, value: "2000-05-17T00:00:00.000Z" });
  });

  it("rejects an invalid instant", () => {
    expect(birthDateFromInstant(new Date("nonsense"), 0)).toEqual({ ok: false, error: "invalid_date" });
    expect(birthDateFromInstant(new Date(0), Number.NaN)).toEqual({ ok: false, error: "invalid_date" });
  });
});

describe("parseBirthDate and ageOn", () => {
  it("reads plain and normalised dates", () => {
    expect(parseBirthDate("1990-05-17")).toEqual({ year: 1990, month: 5, day: 17 });
    expect(parseBirthDate("1990-05-17T00:00:00.000Z")).toEqual({ year: 1990, month: 5, day: 17 });
    expect(parseBirthDate("1990-02-30")).toBeUndefined();
    expect(parseBirthDate("1990-05-17T12:00:00.000Z")).toBeUndefined();
    expect(parseBirthDate(19900517)).toBeUndefined();
  });

  it("counts full years", () => {
    const born = { year: 1990, month: 5, day: 17 };
    expect(ageOn(born, { year: 2020, month: 5, day: 16 })).toBe(29);
    expect(ageOn(born, { year: 2020, month: 5, day: 17 })).toBe(30);
    expect(ageOn(born, { year: 2020, month: 12, day: 1 })).toBe(30);
  });
});
