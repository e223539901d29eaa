import { describe, expect, it } from "vitest";
import { z } from "zod";
import { email, password, personName, phone, position, withRepeatedPassword } from "./validation";

// Spec part 1 section 5: each row of the validation table.
const codeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("validation table", () => {
  it("required fields reject empty and blank values", () => {
    expect(codeOf(personName(), "")).toBe("required");
    expect(codeOf(personName(), "   ")).toBe("required");
    expect(codeOf(personName(), undefined)).toBe("required");
  });

  it("names: Cyrillic and Latin letters, accented Latin, hyphen, apostrophe, space; start with a letter or apostrophe", () => {
    for (const ok of ["Anna", "Анна-Мария", "O'Neil", "'Amr", "José Luis", "Ёлкин", "Łukasz", "Müller"]) expect(codeOf(personName(), ok)).toBeNull();
    for (const bad of ["-Anna", "Anna1", "李", "Anna!", " Анна_", "Άννα"]) expect(codeOf(personName(), bad)).toBe("names_only");
  });

  it("email: optional format check, Cyrillic local part rejected, lower-cased", () => {
    expect(codeOf(email(), "user@example.com")).toBeNull();
    expect(email().parse("User@Example.COM")).toBe("user@example.com");
    expect(codeOf(email(), "пользователь@example.com")).toBe("invalid_email");
    expect(codeOf(email(), "user@пример.рф")).toBeNull();
    for (const bad of ["user", "user@", "@example.com", "user@example", "us er@example.com"]) expect(codeOf(email(), bad)).toBe("invalid_email");
  });

  it("phone: optional; digits with +, spaces, hyphens and brackets", () => {
    expect(codeOf(phone(), undefined)).toBeNull();
    expect(codeOf(phone(), "")).toBeNull();
    expect(codeOf(phone(), "+7 (912) 345-67-89")).toBeNull();
    for (const bad of ["12345", "abc1234567", "+7 912 ext 5"]) expect(codeOf(phone(), bad)).toBe("invalid_phone");
  });

  it("position: optional; starts with a letter or digit, may hold hyphen, dot, space", () => {
    expect(codeOf(position(), "Senior Java-developer")).toBeNull();
    expect(codeOf(position(), "1C разработчик")).toBeNull();
    expect(codeOf(position(), "Sr. QA")).toBeNull();
    expect(codeOf(position(), "-lead")).toBe("letters_digits");
    expect(codeOf(position(), "lead@corp")).toBe("letters_digits");
  });

  it("password: at least 6 characters", () => {
    expect(codeOf(password(), "12345")).toBe("min_length:6");
    expect(codeOf(password(), "123456")).toBeNull();
    expect(codeOf(password(), "x".repeat(64))).toBeNull();
  });

  it("repeated password must equal the password", () => {
    const schema = withRepeatedPassword(z.object({ password: z.string(), repeatPassword: z.string() }));
    const result = schema.safeParse({ password: "secret-1", repeatPassword: "secret-2" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ message: "password_mismatch", path: ["repeatPassword"] });
    expect(schema.safeParse({ password: "secret-1", repeatPassword: "secret-1" }).success).toBe(true);
  });
});

describe("all errors of a form at once", () => {
  it("reports a password mismatch even while another field is invalid", () => {
    const schema = withRepeatedPassword(z.object({ password: z.string(), repeatPassword: z.string(), consent: z.literal(true, { error: "consent_required" }) }));
    const result = schema.safeParse({ password: "secret-1", repeatPassword: "secret-2", consent: false });
    expect(result.error!.issues.map((i) => i.message).sort()).toEqual(["consent_required", "password_mismatch"]);
  });
});
