import { describe, expect, it } from "vitest";
import { demoDataPolicy, isLocalUrl } from "./demo-policy";

describe("demo data only where it belongs", () => {
  it("tells local addresses from public ones", () => {
    for (const url of ["http://localhost:3000", "http://ru.localhost:3210", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect(isLocalUrl(url), url).toBe(true);
    for (const url of ["https://accordo.example", "http://10.0.0.5:3000", "https://localhost.evil.example", "not a url"]) expect(isLocalUrl(url), url).toBe(false);
  });

  it("a local start loads the demo and prints its sign-ins", () => {
    expect(demoDataPolicy({ appUrl: "http://localhost:3000", setting: "auto", legacyOff: false })).toEqual({ load: true, printPasswords: true });
  });

  it("a public start loads nothing unless asked, and never prints passwords", () => {
    expect(demoDataPolicy({ appUrl: "https://accordo.example", setting: "auto", legacyOff: false })).toEqual({ load: false, printPasswords: false });
    expect(demoDataPolicy({ appUrl: "https://accordo.example", setting: "on", legacyOff: false })).toEqual({ load: true, printPasswords: false });
  });

  it("off (or the older NO_DEMO_DATA) loads nothing anywhere", () => {
    expect(demoDataPolicy({ appUrl: "http://localhost:3000", setting: "off", legacyOff: false }).load).toBe(false);
    expect(demoDataPolicy({ appUrl: "http://localhost:3000", setting: "auto", legacyOff: true }).load).toBe(false);
  });
});
