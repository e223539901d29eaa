import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAudit, owners, paymentAnalytics, planSeats } from "@/db/schema";
import { planOf } from "@/lib/billing/plans";
import { takeSeat } from "@/lib/server/services/billing/seats";
import { effectivePlan } from "@/lib/billing/access";
import { resetEnvCache } from "@/lib/env";
import { planStateOf } from "@/lib/server/auth/accounts";
import { serverEffects } from "@/lib/server/composition-root";
import type { LiveMessage } from "@/lib/server/live/messages";
import { deliverSince, sessionIdOf, stripeForTests } from "@/tests/support/billing";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { administratorWithSession } from "@/tests/support/staff-session";
import { teamProfiles } from "@/tests/support/team-data";

// An owner's plan end to end through the real routes, the SDK and a fake Stripe: the free
// plan's team limit, buying through Checkout (the plan opens when the webhook arrives and the
// open pages hear syncAccessRules), the team limit of the plan, a prorated switch, cancelling
// to the end date and resuming, invoices with paging, cards, and the administrator's grants.

describeEachDatabase("owner subscriptions", ({ get, clock }) => {
  let fake: Awaited<ReturnType<typeof stripeForTests>>;
  beforeAll(async () => {
    fake = await stripeForTests(() => clock.now().getTime());
  });
  afterAll(async () => fake.restore());

  const sandbox = (cookies: Record<string, string>, slots: Array<string | null>) => call(r.sandboxCreate, { body: { slots }, cookies });

  it("prices come from the plan table in the reader's currency, with the spec's discount formula", async () => {
    const ru = await call(r.stripeListPrice, { path: "/api/v1/stripe/list-price?ln=ru" });
    expect(ru.status).toBe(200);
    expect(ru.body).toMatchObject({ currency: "rub", paymentsConfigured: true });
    const lite = (ru.body.plans as Array<Record<string, unknown>>).find((p) => p.code === "lite_1_month_1_teams")!;
    expect(lite).toMatchObject({ tier: "teams", period: "month", teams: 1, currency: "rub", discountedPrice: 249000, price: 310000, title: "Команды" });
    expect(lite.discountPercent).toBe(Math.round((100 * (249000 - 310000)) / 310000));
    expect(lite.description).toContain("1 команда");
    const en = await call(r.stripeListPrice, { path: "/api/v1/stripe/list-price?ln=en&audience=consumer" });
    expect(en.body.currency).toBe("usd");
    expect((en.body.plans as Array<{ code: string }>).map((p) => p.code).sort()).toEqual(["discount_1_month", "discount_7_day", "full_1_month", "full_7_day"]);
    expect(en.body.oneTime).toMatchObject({ pairUnlock: { discountedPrice: 499, price: 799 } });
  });

  it("on the free plan a team is refused with the team limit; a bought plan opens teams without a reload, up to its limit", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "buyer@example.com", { plan: "none" });
    const { filled } = await teamProfiles(db, owner.id, clock.now());
    const refused = await sandbox(cookies, [filled[0]!, filled[1]!, null, null]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("subscription:team_limit");
    const before = (await call(r.ownerSelfGet, { cookies })).body;
    expect(before.subscription).toMatchObject({ plan: "none", tier: "basic", state: "not_active", teamLimit: 0, teamsUsed: 0 });

    const heard: LiveMessage[] = [];
    const stop = serverEffects().live.subscribe(owner.id, (m) => heard.push(m));
    const started = await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_1_month_2_teams", returnTo: "/owner/teams" }, cookies });
    expect(started.body).toMatchObject({ result: "checkout" });
    const checkout = fake.store.sessions.get(sessionIdOf(started.body.checkoutUrl as string))!;
    expect(checkout).toMatchObject({ mode: "subscription", cancel_url: "http://localhost:3000/owner/teams?payment=cancelled" });
    // Nothing opens before Stripe reports the payment: the success page alone proves nothing.
    expect((await sandbox(cookies, [filled[0]!, filled[1]!, null, null])).status).toBe(403);
    const mark = fake.events.length;
    await fake.pay(checkout.id);
    await deliverSince(fake, mark, clock.now().getTime());
    stop();
    expect(heard.filter((m) => m.type === "syncAccessRules").at(-1)).toMatchObject({ accessRules: { allowTeams: true, allowCreateTeams: false, allowCompareTeams: false } });

    expect((await sandbox(cookies, [filled[0]!, filled[1]!, null, null])).status).toBe(200);
    expect((await sandbox(cookies, [filled[1]!, filled[2]!, null, null])).status).toBe(200);
    const third = await sandbox(cookies, [filled[0]!, filled[2]!, null, null]);
    expect(third.body.code).toBe("subscription:team_limit");
    expect((await call(r.stripeSubscription, { cookies })).body).toMatchObject({ plan: "lite_1_month_2_teams", tier: "teams", state: "active", teamLimit: 2, teamsUsed: 2 });
    // Owner self (every owner page's "2 of 2 teams") counts the same saved teams.
    expect((await call(r.ownerSelfGet, { cookies })).body.subscription).toMatchObject({ teamLimit: 2, teamsUsed: 2 });

    // A prorated switch to the simulator with 4 teams: Stripe invoices the difference at once.
    const switched = await call(r.stripeUpdateSubscription, { body: { subscribe: "full_1_month_4_teams" }, cookies });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({ result: "updated", subscription: { plan: "full_1_month_4_teams", tier: "simulatorPro", state: "changed", previousPlan: "lite_1_month_2_teams", teamLimit: 4 } });
    // Three parallel creations with room for two: the owner's row is locked, so only two pass.
    const parallel = await Promise.all([sandbox(cookies, [filled[0]!, filled[3]!, null, null]), sandbox(cookies, [filled[1]!, filled[3]!, null, null]), sandbox(cookies, [filled[2]!, filled[3]!, null, null])]);
    expect(parallel.map((p) => p.status).sort()).toEqual([200, 200, 403]);

    // Cancel: active to the end date, no refund; resume.
    const cancelled = await call(r.stripeCancelSubscription, { cookies });
    expect(cancelled.body).toMatchObject({ state: "renewal_cancelled", cancelAtPeriodEnd: true, tier: "simulatorPro" });
    expect((await call(r.ownerSelfGet, { cookies })).body.accessRules).toMatchObject({ allowCompareTeams: true });
    const resumed = await call(r.stripeResumeSubscription, { cookies });
    expect(resumed.body).toMatchObject({ cancelAtPeriodEnd: false, tier: "simulatorPro" });

    // Invoices, newest first, two per page.
    const page1 = await call(r.stripeInvoices, { path: "/api/v1/stripe/list-all-invoices?limit=1", cookies });
    expect(page1.body).toMatchObject({ has_more: true });
    const page2 = await call(r.stripeInvoices, { path: `/api/v1/stripe/list-all-invoices?limit=1&next_page=${page1.body.next_page}`, cookies });
    expect((page2.body.data as Array<{ id: string }>)[0]!.id).not.toBe((page1.body.data as Array<{ id: string }>)[0]!.id);
    expect((page2.body.data as Array<{ status: string; currency: string }>)[0]).toMatchObject({ status: "paid", currency: "usd" });

    // Cards: someone else's card id answers as unknown.
    const cards = await call(r.stripePaymentMethods, { cookies });
    expect((cards.body.data as unknown[]).length).toBe(1);
    const stranger = await ownerWithSession(db, "stranger-cards@example.com");
    const cardId = (cards.body.data as Array<{ id: string }>)[0]!.id;
    expect((await call(r.stripeSetDefaultPaymentMethod, { body: { paymentMethodId: cardId }, cookies: stranger.cookies })).body.code).toBe("payment:not_found");
    expect((await call(r.stripeDetachPaymentMethod, { method: "DELETE", path: `/api/v1/stripe/detach-payment-method?paymentMethodId=${cardId}`, cookies: stranger.cookies })).status).toBe(404);

    const steps = (await db.select().from(paymentAnalytics).where(eq(paymentAnalytics.ownerId, owner.id))).map((s) => s.step);
    expect(steps).toEqual(expect.arrayContaining(["plan_checkout_started", "invoice_paid", "plan_changed", "subscription_cancelled", "subscription_resumed"]));
  });

  it("an unverified owner may look but not pay; a declined switch changes nothing and answers the payment error", async () => {
    const { db } = get();
    const unverified = await ownerWithSession(db, "unverified-buyer@example.com", { status: "unverified", plan: "none" });
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_1_month_1_teams" }, cookies: unverified.cookies })).body.code).toBe("owner:not_verified");
    expect((await call(r.stripeSubscription, { cookies: unverified.cookies })).status).toBe(200);

    const { owner, cookies } = await ownerWithSession(db, "declined@example.com", { plan: "none" });
    const started = await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_7_day_1_teams" }, cookies });
    const mark = fake.events.length;
    await fake.pay(sessionIdOf(started.body.checkoutUrl as string), "4000000000009995").then((o) => expect(o).toMatchObject({ ok: false }));
    await fake.pay(sessionIdOf(started.body.checkoutUrl as string), "4000000000000341");
    await deliverSince(fake, mark, clock.now().getTime());
    const up = await call(r.stripeUpdateSubscription, { body: { subscribe: "full_7_day_4_teams" }, cookies });
    expect(up.status).toBe(402);
    expect(up.body.code).toBe("payment_error");
    const [row] = await db.select().from(owners).where(eq(owners.id, owner.id));
    expect(row).toMatchObject({ subscriptionPlan: "lite_7_day_1_teams", subscriptionStatus: "active" });
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "no_such_plan" }, cookies })).body.code).toBe("subscription:plan_unknown");
  });

  it("an administrator grants and ends a plan by hand, audited; the owner's pages hear it", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "granted@example.com", { plan: "none" });
    const admin = await administratorWithSession(db, "billing-admin@example.com");
    const heard: LiveMessage[] = [];
    const stop = serverEffects().live.subscribe(owner.id, (m) => heard.push(m));
    const granted = await call(r.admGrantPlan, { params: { id: owner.id }, body: { plan: "demo_3_day_simulator" }, cookies: admin.cookies });
    stop();
    expect(heard).toEqual([{ type: "syncAccessRules", accessRules: expect.objectContaining({ allowScene: true, allowCompareTeams: false }) }]);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({ plan: "demo_3_day_simulator", tier: "simulator", source: "admin", state: "active", teamLimit: 1 });
    expect(new Date(granted.body.endDate as string).getTime() - clock.now().getTime()).toBe(3 * 86_400_000);
    expect((await call(r.ownerSelfGet, { cookies })).body.accessRules).toMatchObject({ allowScene: true, allowCompareTeams: false });
    // Past its end date the grant closes by itself.
    clock.advance(3 * 86_400_000 + 1000);
    const [row] = await db.select().from(owners).where(eq(owners.id, owner.id));
    expect(effectivePlan(planStateOf(row!), clock.now()).code).toBe("none");
    clock.advance(-(3 * 86_400_000 + 1000));

    const ended = await call(r.admEndPlan, { method: "DELETE", params: { id: owner.id }, cookies: admin.cookies });
    expect(ended.body).toMatchObject({ plan: "none", state: "not_active" });
    const audits = await db.select().from(adminAudit).where(eq(adminAudit.targetId, owner.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["owner.plan.end", "owner.plan.grant"]);
    expect((await call(r.admGrantPlan, { params: { id: owner.id }, body: { plan: "none" }, cookies: admin.cookies })).body.code).toBe("subscription:plan_unknown");
    expect((await call(r.admGrantPlan, { params: { id: owner.id }, body: { plan: "unlimited" }, cookies })).status).toBe(401);
  });

  it("the bonus plan: one payment for 120 months; its seats are taken atomically and refused when gone", async () => {
    const { db } = get();
    const { cookies } = await ownerWithSession(db, "bonus@example.com", { plan: "none" });
    const bought = await call(r.stripeUpdateSubscription, { body: { subscribe: "full_120_month_4_teams" }, cookies });
    expect(bought.body).toMatchObject({ result: "checkout" });
    const mark = fake.events.length;
    await fake.pay(sessionIdOf(bought.body.checkoutUrl as string));
    await deliverSince(fake, mark, clock.now().getTime());
    const sub = (await call(r.stripeSubscription, { cookies })).body;
    expect(sub).toMatchObject({ plan: "full_120_month_4_teams", tier: "bonus", source: "payment", teamLimit: 4 });
    expect(new Date(sub.endDate as string).getUTCFullYear()).toBe(clock.now().getUTCFullYear() + 10);
    const prices = await call(r.stripeListPrice, { path: "/api/v1/stripe/list-price?ln=en" });
    expect((prices.body.plans as Array<{ code: string; seatsLeft: number | null }>).find((p) => p.code === "full_120_month_4_teams")!.seatsLeft).toBe(99);

    // One seat left, two takers at once: one gets it.
    await db.update(planSeats).set({ taken: 99 }).where(eq(planSeats.planCode, "full_120_month_4_teams"));
    const plan = planOf("full_120_month_4_teams")!;
    expect((await Promise.all([takeSeat(db, plan), takeSeat(db, plan)])).sort()).toEqual([false, true]);
    const late = await ownerWithSession(db, "bonus-late@example.com", { plan: "none" });
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "full_120_month_4_teams" }, cookies: late.cookies })).body.code).toBe("payment:seats_taken");
  });

  it("after a plan ends, saved teams past the new limit are kept but neither run nor changed; the bonus plan replaces a billed subscription", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "lapsed@example.com", { plan: "none" });
    const { filled } = await teamProfiles(db, owner.id, clock.now());
    const started = await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_7_day_1_teams" }, cookies });
    let mark = fake.events.length;
    await fake.pay(sessionIdOf(started.body.checkoutUrl as string));
    mark = await deliverSince(fake, mark, clock.now().getTime());
    const check = await sandbox(cookies, [filled[0]!, filled[1]!, null, null]);
    expect(check.status).toBe(200);
    const subId = (await db.select().from(owners).where(eq(owners.id, owner.id)))[0]!.stripeSubscriptionId!;

    // The bonus plan, paid once, cancels the subscription Stripe bills and stays when its events arrive.
    await db.update(planSeats).set({ taken: 0 }).where(eq(planSeats.planCode, "full_120_month_4_teams"));
    const bonus = await call(r.stripeUpdateSubscription, { body: { subscribe: "full_120_month_4_teams" }, cookies });
    await fake.pay(sessionIdOf(bonus.body.checkoutUrl as string));
    mark = await deliverSince(fake, mark, clock.now().getTime());
    expect(fake.store.subscriptions.get(subId)!.status).toBe("canceled");
    expect((await call(r.stripeSubscription, { cookies })).body).toMatchObject({ plan: "full_120_month_4_teams", tier: "bonus", source: "payment" });

    // Ended by the administrator: the saved check stays, but it no longer runs.
    const admin = await administratorWithSession(db, "lapse-admin@example.com");
    await call(r.admEndPlan, { method: "DELETE", params: { id: owner.id }, cookies: admin.cookies });
    const run = await call(r.sceneRun, { method: "PUT", params: { id: check.body._id as string }, body: {}, cookies });
    expect(run.status).toBe(403);
    expect(run.body.code).toBe("subscription:team_limit");
    expect(mark).toBeGreaterThan(0);
  });

  it("without Stripe keys: prices still show, paying says payments are not configured", async () => {
    const { db } = get();
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    try {
      const prices = await call(r.stripeListPrice, { path: "/api/v1/stripe/list-price?ln=en" });
      expect(prices.body).toMatchObject({ paymentsConfigured: false, currency: "usd" });
      expect((prices.body.plans as unknown[]).length).toBeGreaterThan(20);
      const { cookies } = await ownerWithSession(db, "nokeys@example.com", { plan: "none" });
      const refused = await call(r.stripeUpdateSubscription, { body: { subscribe: "unlimited" }, cookies });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "payment:not_configured" });
      expect((await call(r.stripeInvoices, { cookies })).body).toEqual({ data: [], has_more: false, next_page: null });
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      resetEnvCache();
    }
  });
});
