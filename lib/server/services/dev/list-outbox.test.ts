import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { outboxVisibleTo } from "./list-outbox";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("the developer outbox page", () => {
  it("answers only this machine, and only while no SMTP server is configured", () => {
    vi.stubEnv("SMTP_URL", "");
    resetEnvCache();
    expect(outboxVisibleTo(true)).toBe(true);
    expect(outboxVisibleTo(false)).toBe(false);
    vi.stubEnv("SMTP_URL", "smtp://mail.example:25");
    resetEnvCache();
    expect(outboxVisibleTo(true)).toBe(false);
  });

  it("can be switched off", () => {
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("OUTBOX_PAGE", "off");
    resetEnvCache();
    expect(outboxVisibleTo(true)).toBe(false);
  });
});
