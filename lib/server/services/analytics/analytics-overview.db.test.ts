import { beforeAll, expect, it } from "vitest";
import { pageViews } from "@/db/schema";
import { GET as overviewRoute } from "@/app/api/v1/administrator/analytics/overview/route";
import { recordPaymentStep } from "@/lib/server/services/billing/analytics";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import { administratorWithSession } from "@/tests/support/staff-session";

type Overview = {
  from: string;
  to: string;
  days: Array<{ date: string; pageViews: number; visitors: number }>;
  topPages: Array<{ path: string; pageViews: number }>;
  automatedViews: number;
  funnel: Array<{ step: string; count: number }>;
};

const at = (iso: string) => new Date(iso);

describeEachDatabase("analytics overview for the administrator", ({ get, clock }) => {
  let admin: Record<string, string>;
  let ownerCookies: Record<string, string>;

  beforeAll(async () => {
    const { db } = get();
    clock.set(at("2026-11-21T18:00:00Z"));
    admin = (await administratorWithSession(db, "analytics-admin@example.com")).cookies;
    ownerCookies = (await ownerWithSession(db, "analytics-owner@example.com")).cookies;
    const row = (path: string, when: string, visitor: string, extra: Partial<typeof pageViews.$inferInsert> = {}) => ({ path, product: "platform", locale: "ru", visitor, at: at(when), ...extra });
    await db.insert(pageViews).values([
      row("/", "2026-11-21T08:00:00Z", "a"),
      row("/", "2026-11-21T08:05:00Z", "a"),
      row("/faq", "2026-11-21T10:00:00Z", "b"),
      row("/faq", "2026-11-20T23:59:59Z", "c"),
      row("/faq", "2026-11-20T00:00:00Z", "c"),
      row("/", "2026-11-20T12:00:00Z", "d"),
      row("/enterprise", "2026-10-23T00:00:00Z", "e"), // first day of 30
      row("/terms", "2026-10-22T23:59:59Z", "f"), // only in the 90 days
      row("/faq", "2026-11-21T11:00:00Z", "bot", { automated: true }),
      row("/owner/subscription", "2026-11-21T11:00:00Z", "a", { kind: "plans" }),
      row("/result/[token]", "2026-11-21T11:00:00Z", "b", { kind: "plans" }),
      row("/result/[token]", "2026-11-21T11:00:00Z", "bot", { kind: "plans", automated: true }),
    ]);
    await recordPaymentStep(db, "plan_checkout_started", at("2026-11-21T11:01:00Z"));
    await recordPaymentStep(db, "unlock_checkout_started", at("2026-11-21T11:02:00Z"));
    await recordPaymentStep(db, "unlock_paid", at("2026-11-21T11:03:00Z"));
    await recordPaymentStep(db, "card_added", at("2026-11-21T11:04:00Z"));
    await recordPaymentStep(db, "plan_checkout_started", at("2026-08-01T11:01:00Z")); // before both periods
  });

  const overview = async (days?: string) => {
    const answer = await call(overviewRoute, { path: `/api/v1/administrator/analytics/overview${days ? `?days=${days}` : ""}`, cookies: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Overview;
  };

  it("counts page views and visitors per UTC day over the last 30 days, with empty days as zero", async () => {
    const result = await overview();
    expect(result.from).toBe("2026-10-23");
    expect(result.to).toBe("2026-11-21");
    expect(result.days).toHaveLength(30);
    expect(result.days[0]).toEqual({ date: "2026-10-23", pageViews: 1, visitors: 1 });
    expect(result.days.at(-2)).toEqual({ date: "2026-11-20", pageViews: 3, visitors: 2 });
    expect(result.days.at(-1)).toEqual({ date: "2026-11-21", pageViews: 3, visitors: 2 });
    expect(result.days.slice(1, -2).every((d) => d.pageViews === 0 && d.visitors === 0)).toBe(true);
  });

  it("lists the most viewed pages, leaves automated views and plan openings out, and counts automated views apart", async () => {
    const result = await overview("30");
    expect(result.topPages).toEqual([
      { path: "/", pageViews: 3 },
      { path: "/faq", pageViews: 3 },
      { path: "/enterprise", pageViews: 1 },
    ]);
    expect(result.automatedViews).toBe(2);
    const longer = await overview("90");
    expect(longer.days).toHaveLength(90);
    expect(longer.topPages).toContainEqual({ path: "/terms", pageViews: 1 });
  });

  it("builds the payment funnel from plan openings and the billing services' payment steps", async () => {
    const result = await overview();
    expect(result.funnel).toEqual([
      { step: "plans_opened", count: 2 },
      { step: "checkout_started", count: 2 },
      { step: "paid", count: 1 },
    ]);
  });

  it("is for administrators only, and refuses an unknown period", async () => {
    const path = "/api/v1/administrator/analytics/overview";
    expect((await call(overviewRoute, { path })).status).toBe(401);
    expect((await call(overviewRoute, { path, cookies: ownerCookies })).status).toBe(401);
    const wrong = await call(overviewRoute, { path: `${path}?days=7`, cookies: admin });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("validation:invalid_query");
  });
});
