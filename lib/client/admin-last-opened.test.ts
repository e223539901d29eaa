import { describe, expect, it } from "vitest";
import { lastOpened, lastOpenedKey, rememberLastOpened, type KeyValueStorage } from "./admin-last-opened";

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const ID = "5f0c1a8e-2b6d-4c1e-9f3a-7d2e4b6a8c01";
const OTHER = "6a1d2b9f-3c7e-4d2f-8a4b-8e3f5c7b9d12";

describe("last opened detail", () => {
  it("remembers one id per list", () => {
    const storage = new MemoryStorage();
    rememberLastOpened("profiles", ID, storage);
    rememberLastOpened("questionnaires", OTHER, storage);
    expect(lastOpened("profiles", storage)).toBe(ID);
    expect(lastOpened("questionnaires", storage)).toBe(OTHER);
    rememberLastOpened("profiles", OTHER, storage);
    expect(lastOpened("profiles", storage)).toBe(OTHER);
  });

  it("keeps the administrator's keys apart from the owner's", () => {
    expect(lastOpenedKey("profiles")).toBe("administrator-profiles-last-opened");
  });

  it("ignores what is not an id", () => {
    const storage = new MemoryStorage();
    rememberLastOpened("profiles", "../../etc", storage);
    expect(storage.items.size).toBe(0);
    storage.setItem(lastOpenedKey("profiles"), "<script>");
    expect(lastOpened("profiles", storage)).toBeNull();
  });

  it("works without storage and when storage throws", () => {
    expect(lastOpened("profiles", null)).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => rememberLastOpened("profiles", ID, broken)).not.toThrow();
    expect(lastOpened("profiles", broken)).toBeNull();
  });

  it("uses no storage outside a browser (server render)", () => {
    expect(lastOpened("questionnaires")).toBeNull();
    expect(() => rememberLastOpened("questionnaires", ID)).not.toThrow();
  });
});
