import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AVATAR_NAMES, ageBand, avatarUrl, avatarVariant, chooseAvatar, isAvatarName, normaliseGender } from "./avatar";
import { avatarFromAnswers } from "./avatar-answers";

const avatarsDir = fileURLToPath(new URL("../../public/avatars/", import.meta.url));

describe("ageBand", () => {
  it("puts ages into 0-20, 21-35, 36-50 and above 50", () => {
    const cases: Array<[number, string]> = [
      [0, "0-20"], [14, "0-20"], [20, "0-20"], [20.9, "0-20"],
      [21, "21-35"], [35, "21-35"], [36, "36-50"], [50, "36-50"], [50.5, "36-50"], [51, "51-plus"], [99, "51-plus"],
    ];
    for (const [age, band] of cases) expect(ageBand(age)).toBe(band);
    expect(ageBand("42")).toBe("36-50");
  });

  it("has no band for a missing or impossible age", () => {
    for (const age of [undefined, null, "", "old", -1, Number.NaN, Number.POSITIVE_INFINITY, 131, {}]) expect(ageBand(age)).toBeNull();
  });
});

describe("chooseAvatar", () => {
  it("picks by sex and age band", () => {
    expect(chooseAvatar({ gender: "male", age: 18 })).toBe("male-0-20-a");
    expect(chooseAvatar({ gender: "female", age: 30 })).toBe("female-21-35-a");
    expect(chooseAvatar({ gender: "Ж", age: 45 })).toBe("female-36-50-a");
    expect(chooseAvatar({ gender: "М", age: 70 })).toBe("male-51-plus-a");
  });

  it("gives none when sex or age is missing", () => {
    expect(chooseAvatar({ gender: undefined, age: 30 })).toBeNull();
    expect(chooseAvatar({ gender: "male", age: undefined })).toBeNull();
    expect(chooseAvatar({ gender: "", age: "" })).toBeNull();
    expect(chooseAvatar({ gender: "unknown", age: 30 })).toBeNull();
  });

  it("uses the three neutral portraits for another recorded gender", () => {
    expect(chooseAvatar({ gender: "other", age: 10 })).toBe("neutral-0-20");
    expect(chooseAvatar({ gender: "other", age: 25 })).toBe("neutral-21-50");
    expect(chooseAvatar({ gender: "other", age: 45 })).toBe("neutral-21-50");
    expect(chooseAvatar({ gender: "other", age: 75 })).toBe("neutral-51-plus");
  });

  it("picks the variant deterministically from the seed and reaches both", () => {
    expect(avatarVariant(undefined)).toBe("a");
    expect(avatarVariant("profile-1")).toBe(avatarVariant("profile-1"));
    const variants = new Set(Array.from({ length: 20 }, (_, i) => avatarVariant(`id-${i}`)));
    expect(variants).toEqual(new Set(["a", "b"]));
    const seed = Array.from({ length: 20 }, (_, i) => `id-${i}`).find((s) => avatarVariant(s) === "b");
    expect(chooseAvatar({ gender: "female", age: 60, seed })).toBe("female-51-plus-b");
  });

  it("every choice is one of the 19 names", () => {
    for (const gender of ["male", "female", "other"]) {
      for (let age = 0; age <= 130; age += 1) {
        for (const seed of ["x", "y", 7]) {
          const name = chooseAvatar({ gender, age, seed });
          expect(isAvatarName(name)).toBe(true);
        }
      }
    }
  });

  it("normalises the ways sex is written", () => {
    expect(["male", "M", "m", "М", "м", " Male "].map(normaliseGender)).toEqual(Array(6).fill("male"));
    expect(["female", "F", "Ж", "ж"].map(normaliseGender)).toEqual(Array(4).fill("female"));
    expect(normaliseGender("toString")).toBeNull();
    expect(normaliseGender(1)).toBeNull();
  });
});

describe("avatar images", () => {
  it("lists 19 distinct names", () => {
    expect(AVATAR_NAMES).toHaveLength(19);
    expect(new Set(AVATAR_NAMES).size).toBe(19);
    expect(avatarUrl("male-21-35-b")).toBe("/avatars/male-21-35-b.svg");
  });

  it("ships exactly one small, valid SVG with a viewBox per name", () => {
    const files = readdirSync(avatarsDir).filter((f) => f.endsWith(".svg")).sort();
    expect(files).toEqual(AVATAR_NAMES.map((n) => `${n}.svg`).sort());
    for (const name of AVATAR_NAMES) {
      const path = `${avatarsDir}${name}.svg`;
      const text = readFileSync(path, "utf8");
      expect(statSync(path).size).toBeLessThan(3 * 1024);
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(text).toMatch(/viewBox="0 0 128 128"/);
      expect(text.trim().endsWith("</svg>")).toBe(true);
      expect(text).not.toMatch(/<script|href="http/i);
    }
  });

  it("gives each image its own clip id, so inlined images never clash", () => {
    const ids = AVATAR_NAMES.map((name) => /clipPath id="([^"]+)"/.exec(readFileSync(`${avatarsDir}${name}.svg`, "utf8"))?.[1]);
    expect(new Set(ids).size).toBe(19);
  });
});

describe("avatarFromAnswers", () => {
  it("reads the sex and age answers, or the partner's", () => {
    const answers = { gender: "female", age: 28, gender_partner: "male", age_partner: 52 };
    expect(avatarFromAnswers(answers)).toBe("female-21-35-a");
    expect(avatarFromAnswers(answers, { partner: true })).toBe("male-51-plus-a");
  });

  it("falls back on the birth date when there is no age answer", () => {
    const today = { year: 2025, month: 6, day: 1 };
    expect(avatarFromAnswers({ gender: "male" }, { birthDate: "2004-06-02T00:00:00.000Z", today })).toBe("male-0-20-a");
    expect(avatarFromAnswers({ gender: "male" }, { birthDate: "2004-06-01", today })).toBe("male-21-35-a");
    expect(avatarFromAnswers({ gender: "male" }, { birthDate: "2004-06-01" })).toBeNull();
    expect(avatarFromAnswers({ age: 30 })).toBeNull();
  });
});
