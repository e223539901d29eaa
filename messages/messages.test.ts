import { describe, expect, it } from "vitest";
import { ERROR_STATUS, CLIENT_ERROR_CODES, errorMessageKey } from "@/lib/contracts/errors";
import en from "./en.json";
import ru from "./ru.json";

function flatten(node: unknown, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (value && typeof value === "object") Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

const flatEn = flatten(en);
const flatRu = flatten(ru);

describe("messages (convention 11)", () => {
  it("ru.json and en.json have the same keys", () => {
    expect(Object.keys(flatRu).sort()).toEqual(Object.keys(flatEn).sort());
  });

  it("no message is empty", () => {
    for (const [key, value] of [...Object.entries(flatEn), ...Object.entries(flatRu)]) expect(value.trim(), key).not.toBe("");
  });

  it("every error code of the catalogue has a text in both languages", () => {
    for (const code of [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES]) {
      const key = `errors.${errorMessageKey(code)}`;
      expect(flatEn[key], key).toBeTruthy();
      expect(flatRu[key], key).toBeTruthy();
    }
  });

  it("keeps the catalogue wording of spec part 1 section 8", () => {
    expect(flatEn["errors.auth_incorrect_credentials"]).toBe("Please check the data you've entered and try again");
    expect(flatEn["errors.record_already_exists"]).toBe("Email already in use, please log in");
    expect(flatEn["errors.auth_user_not_found"]).toBe("Sorry, this user was not found in the database");
    expect(flatEn["errors.entity_not_found"]).toBe("User not found or deleted");
    expect(flatEn["errors.owner_url_count"]).toBe("Email already verified");
    expect(flatEn["validation.password_mismatch"]).toBe("Invalid password");
    expect(flatRu["validation.password_mismatch"]).toBe("Пароли не совпадают");
    expect(flatEn["validation.names_only"]).toBe("Only Cyrillic and Latin");
  });

  it("names both brands", () => {
    expect(flatEn["brand.platform"]).not.toBe(flatEn["brand.love"]);
    expect(flatRu["brand.love"]).toBeTruthy();
  });
});
