import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { acquireRunSlot } from "./run-quota";

describe("per-owner run quota", () => {
  it("defaults to three", () => {
    expect(env().RUNS_PER_OWNER).toBe(3);
  });

  it("allows a bounded number of runs per owner at once and refuses the next with 429 and Retry-After", () => {
    const releases = Array.from({ length: env().RUNS_PER_OWNER }, () => acquireRunSlot("owner-a"));
    let refused: unknown;
    try {
      acquireRunSlot("owner-a");
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: "scene:too_many_runs", status: 429, details: { retryAfter: 2 } });
    // Another owner is not affected.
    acquireRunSlot("owner-b")();
    releases[0]!();
    releases[0]!(); // a second release of the same slot changes nothing
    const again = acquireRunSlot("owner-a");
    expect(() => acquireRunSlot("owner-a")).toThrow();
    again();
    for (const release of releases.slice(1)) release();
  });
});
