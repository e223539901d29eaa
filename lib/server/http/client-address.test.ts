import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const req = (forwarded?: string) => ({ headers: forwarded ? { "x-forwarded-for": forwarded } : {}, socket: { remoteAddress: "198.51.100.7" } }) as never;

describe("checklist 7: the counted client address", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted by configuration", () => {
    expect(clientAddress(req("1.2.3.4"), false)).toBe("198.51.100.7");
  });
  it("takes the first forwarded hop behind a trusted proxy", () => {
    expect(clientAddress(req("1.2.3.4, 10.0.0.1"), true)).toBe("1.2.3.4");
    expect(clientAddress(req(), true)).toBe("198.51.100.7");
  });
});
