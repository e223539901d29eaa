import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIVE_LIMITS, liveLimits, SocketCounts, TokenBucket } from "./limits";

describe("live channel limits (security finding 2)", () => {
  it("a token bucket allows its burst, then its rate", () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 500; // half a second at 2 per second: one token
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000; // a long pause refills only up to the burst
    expect(Array.from({ length: 4 }, () => bucket.take())).toEqual([true, true, true, false]);
  });

  it("socket counts refuse past the cap and give the place back when a socket closes", async () => {
    const counts = new SocketCounts();
    const [a, b, c] = [new Socket(), new Socket(), new Socket()];
    expect(counts.hold("owner", a, 2)).toBe(true);
    expect(counts.hold("owner", b, 2)).toBe(true);
    expect(counts.hold("owner", c, 2)).toBe(false);
    expect(counts.hold("other", c, 2)).toBe(true);
    a.destroy();
    await new Promise((resolve) => a.once("close", resolve));
    expect(counts.count("owner")).toBe(1);
    expect(counts.hold("owner", a, 2)).toBe(false); // a closed socket is never counted
    for (const socket of [b, c]) socket.destroy();
  });

  it("limits left out take their defaults", () => {
    expect(liveLimits({})).toEqual(DEFAULT_LIVE_LIMITS);
    expect(liveLimits({ maxSocketsPerAccount: 2, commandBurst: undefined })).toEqual({ ...DEFAULT_LIVE_LIMITS, maxSocketsPerAccount: 2 });
  });
});
