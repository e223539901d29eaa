import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { serializeSessionCookie, sessionCookieName } from "./cookies";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("checklist 10: session cookie flags", () => {
  it("HttpOnly, SameSite=Lax, Path=/ and a Max-Age on plain http", () => {
    const cookie = serializeSessionCookie("owner", "token", 3600);
    expect(cookie).toMatch(/^sid_owner=token; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=3600");
    expect(cookie).not.toContain("Secure");
  });

  it("Secure with the __Host- prefix in production over https", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://accordo.example");
    resetEnvCache();
    const cookie = serializeSessionCookie("administrator", "token", 60);
    expect(sessionCookieName("administrator")).toBe("__Host-sid_administrator");
    expect(cookie).toMatch(/^__Host-sid_administrator=token; /);
    expect(cookie).toContain("Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("one cookie name per domain, so domains never share a session", () => {
    const names = (["owner", "estimator", "administrator", "flame"] as const).map(sessionCookieName);
    expect(new Set(names).size).toBe(4);
  });
});
