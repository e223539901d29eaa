import { describe, expect, it } from "vitest";
import { coupleQuestionnaireV1 } from "./content/couple-v1";
import { loveQuestionnaireV1 } from "./content/love-v1";
import { profileQuestionnaireV1 } from "./content/profile-v1";
import { arePersonalDetailsComplete, isPersonName, validatePersonalDetails } from "./validation";

describe("profile personal details", () => {
  it("needs a non-blank first name", () => {
    expect(validatePersonalDetails(profileQuestionnaireV1, {})).toEqual([{ field: "firstName", code: "required" }]);
    expect(validatePersonalDetails(profileQuestionnaireV1, { firstName: "   " })).toEqual([{ field: "firstName", code: "required" }]);
    expect(validatePersonalDetails(profileQuestionnaireV1, { firstName: "Анна" })).toEqual([]);
  });

  it("needs a non-blank last name only when required", () => {
    expect(validatePersonalDetails(profileQuestionnaireV1, { firstName: "Anna", lastName: " " }, { lastNameRequired: true })).toEqual([
      { field: "lastName", code: "required" },
    ]);
    expect(validatePersonalDetails({ ...profileQuestionnaireV1, requiresLastName: true }, { firstName: "Anna" })).toEqual([
      { field: "lastName", code: "required" },
    ]);
    expect(validatePersonalDetails({ ...profileQuestionnaireV1, requiresLastName: true }, { firstName: "Anna" }, { lastNameRequired: false })).toEqual([]);
    expect(arePersonalDetailsComplete(profileQuestionnaireV1, { firstName: "Anna", lastName: "O'Neil-Smith" }, { lastNameRequired: true })).toBe(true);
  });

  it("rejects names made of something else than letters", () => {
    expect(validatePersonalDetails(profileQuestionnaireV1, { firstName: "R2D2", lastName: "-x" })).toEqual([
      { field: "firstName", code: "names_only" },
      { field: "lastName", code: "names_only" },
    ]);
    expect(isPersonName("Zoë")).toBe(true);
    expect(isPersonName("Пётр")).toBe(true);
    expect(isPersonName("李")).toBe(false);
  });
});

describe("love personal details", () => {
  it("needs a first name and a birth date", () => {
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "" })).toEqual([
      { field: "firstName", code: "required" },
      { field: "birthDate", code: "required" },
    ]);
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: "1995-03-01T00:00:00.000Z" })).toEqual([]);
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: { year: 1995, month: 3, day: 1 } })).toEqual([]);
  });

  it("rejects impossible and future birth dates", () => {
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: "1995-02-30" })).toEqual([
      { field: "birthDate", code: "invalid_date" },
    ]);
    const today = { year: 2025, month: 1, day: 1 };
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: "2025-01-02" }, { today })).toEqual([
      { field: "birthDate", code: "in_future" },
    ]);
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: "2025-01-01" }, { today })).toEqual([]);
  });

  it("never asks for a last name", () => {
    expect(validatePersonalDetails(loveQuestionnaireV1, { firstName: "Kim", birthDate: "1995-03-01" }, { lastNameRequired: true })).toEqual([]);
  });
});

describe("couple personal details", () => {
  it("needs a first name for each party, birth dates optional", () => {
    expect(validatePersonalDetails(coupleQuestionnaireV1, { firstName: "Ann" })).toEqual([{ field: "partnerFirstName", code: "required" }]);
    expect(validatePersonalDetails(coupleQuestionnaireV1, { partnerFirstName: "Bob" })).toEqual([{ field: "firstName", code: "required" }]);
    expect(arePersonalDetailsComplete(coupleQuestionnaireV1, { firstName: "Ann", partnerFirstName: "Bob" })).toBe(true);
    expect(validatePersonalDetails(coupleQuestionnaireV1, { firstName: "Ann", partnerFirstName: "Bob", partnerBirthDate: "x" })).toEqual([
      { field: "partnerBirthDate", code: "invalid_date" },
    ]);
  });
});
