import { describe, expect, it } from "vitest";
import { ACTIONS, decide, type Subject } from "@/lib/server/auth/policy";
import { discoverRoutes } from "../support/route-modules";

// Convention 8: every API route names its action in the policy table, and the session
// domain it reads (`auth`) agrees with who the table lets do that action. A route added
// without an action does not compile; one whose action contradicts its domain fails here.

const SIGNED_IN: Record<"owner" | "estimator" | "administrator" | "flame", Subject> = {
  owner: { role: "owner", id: "o", verified: true, tier: "unlimited" },
  estimator: { role: "estimator", id: "e" },
  administrator: { role: "administrator", id: "a" },
  flame: { role: "flame", id: "f" },
};

describe("every route names a policy action that fits the session it reads", async () => {
  const all = await discoverRoutes();

  it("finds the routes", () => {
    expect(all.length).toBeGreaterThan(90);
  });

  it.each(all)("$key", ({ handler }) => {
    const { auth, action } = handler.meta;
    expect(ACTIONS).toContain(action);
    const anonymous = decide({ role: "anonymous" }, action);
    if (auth === "public" || typeof auth === "object") {
      // Without a required session the route must be open to anyone.
      expect(anonymous.allowed, action).toBe(true);
      return;
    }
    expect(anonymous, action).toEqual({ allowed: false, code: "auth:unauthorized" });
    for (const [domain, subject] of Object.entries(SIGNED_IN)) {
      expect(decide(subject, action).allowed, `${domain} may ${action}`).toBe(domain === auth);
    }
  });

  it("every action of the table is used by a route, except the ones services ask themselves", () => {
    const used = new Set(all.map((r) => r.handler.meta.action));
    expect(ACTIONS.filter((a) => !used.has(a))).toEqual(["password.change"]);
  });
});
