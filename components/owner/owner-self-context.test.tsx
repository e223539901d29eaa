// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/client/query-client";
import type { OwnerSelfDto } from "@/lib/contracts/owner";
import { accessRulesOf, OwnerSelfProvider, useOwnerSelf } from "./owner-self-context";

const handlers = new Map<string, (message: { type: string; [key: string]: unknown }) => void>();
vi.mock("@/components/live/live-provider", () => ({
  useLiveMessage: (type: string, handler: (message: { type: string }) => void) => handlers.set(type, handler),
}));

const CLOSED = { allowTeams: false, allowScene: false, needVerify: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false };
const OPEN = { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };
const subscription = { plan: "none", tier: "basic", state: "not_active", status: null, cancelAtPeriodEnd: false, previousPlan: null, startDate: null, endDate: null, source: null, teamLimit: 0, teamsUsed: 0, latestInvoice: null } as const;
const self = {
  _id: "o1", email: "o@example.com", status: "verified", subscribe: { status: null, subscribe: "none", latest_invoice: null, subscribeEndDate: null, subscribeStartDate: null },
  companyName: "", mainProfileId: null, orderAmount: 0, orderCurrency: "usd", isTmpOwner: false, product: "enterprise", locale: "en", hasPassword: true,
  createdAt: "2026-01-01T00:00:00.000Z", accessRules: CLOSED, subscription,
} satisfies OwnerSelfDto;

function Probe() {
  const { self: current } = useOwnerSelf();
  return <p data-testid="probe">{`${current.accessRules.allowTeams}/${current.subscription.state}`}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner context follows syncAccessRules", () => {
  it("reads only complete rules from a message", () => {
    expect(accessRulesOf({ type: "syncAccessRules", accessRules: OPEN })).toEqual(OPEN);
    expect(accessRulesOf({ type: "syncAccessRules", accessRules: { allowTeams: true } })).toBeNull();
    expect(accessRulesOf({ type: "syncAccessRules" })).toBeNull();
  });

  it("opens the tools at once and then reads the subscription again, without a reload", async () => {
    let paid = false;
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify(paid ? { ...self, accessRules: OPEN, subscription: { ...subscription, plan: "unlimited", tier: "unlimited", state: "active", teamLimit: null } } : self), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OwnerSelfProvider initial={self}>
          <Probe />
        </OwnerSelfProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("false/not_active");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    paid = true;
    await act(async () => handlers.get("syncAccessRules")!({ type: "syncAccessRules", accessRules: OPEN }));
    await waitFor(() => expect(screen.getByTestId("probe").textContent).toBe("true/active"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
