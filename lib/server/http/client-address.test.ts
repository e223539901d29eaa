import { describe, expect, it } from "vitest";
import { clientAddress, isDirectLocal } from "./client-address";

const req = (forwarded?: string, peer = "198.51.100.7") => ({ headers: forwarded ? { "x-forwarded-for": forwarded } : {}, socket: { remoteAddress: peer } }) as never;

describe("checklist 7 / finding 4: the counted client address", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted by configuration", () => {
    expect(clientAddress(req("1.2.3.4"), 0)).toBe("198.51.100.7");
  });

  it("behind one trusted proxy takes the address that proxy appended, not the client-chosen first hop", () => {
    expect(clientAddress(req("6.6.6.6, 1.2.3.4"), 1)).toBe("1.2.3.4");
    expect(clientAddress(req("1.2.3.4"), 1)).toBe("1.2.3.4");
    expect(clientAddress(req(), 1)).toBe("198.51.100.7");
  });

  it("counts a configured number of hops from the right", () => {
    expect(clientAddress(req("6.6.6.6, 1.2.3.4, 10.0.0.2"), 2)).toBe("1.2.3.4");
    expect(clientAddress(req("1.2.3.4, 10.0.0.2"), 3)).toBe("1.2.3.4");
  });

  it("a forwarded header never makes a request look as if it came straight from this machine", () => {
    expect(isDirectLocal(req(undefined, "127.0.0.1"))).toBe(true);
    expect(isDirectLocal(req(undefined, "::1"))).toBe(true);
    expect(isDirectLocal(req("127.0.0.1", "127.0.0.1"))).toBe(false);
    expect(isDirectLocal(req("127.0.0.1", "203.0.113.9"))).toBe(false);
    expect(isDirectLocal({ headers: { forwarded: "for=127.0.0.1" }, socket: { remoteAddress: "127.0.0.1" } } as never)).toBe(false);
  });
});
