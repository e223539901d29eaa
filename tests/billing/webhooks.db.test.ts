import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { owners, stripeEvents } from "@/db/schema";
import Stripe from "stripe";
import { countRows, deliver, deliverRaw, deliverSince, sessionIdOf, stripeForTests, WEBHOOK_SECRET } from "@/tests/support/billing";
import { TEST_CARDS } from "@/tests/support/fake-stripe";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { administratorWithSession } from "@/tests/support/staff-session";

// Checklist 22-24 and 27 through the real webhook route, the official SDK and a fake Stripe
// on 127.0.0.1: signatures on the raw body, one effect per event, order-independent state,
// a failed renewal closing the tools and a deletion revoking them.

const signer = new Stripe("sk_test_signer");

describeEachDatabase("Stripe webhooks", ({ get, clock }) => {
  let fake: Awaited<ReturnType<typeof stripeForTests>>;
  beforeAll(async () => {
    fake = await stripeForTests(() => clock.now().getTime());
  });
  afterAll(async () => fake.restore());

  /** An owner on the free plan who buys `plan` through Checkout with `card`; the events are left undelivered. */
  async function buyer(email: string, plan = "lite_1_month_2_teams", card: string = TEST_CARDS.ok) {
    const { db } = get();
    const session = await ownerWithSession(db, email, { plan: "none" });
    const started = await call(r.stripeUpdateSubscription, { body: { subscribe: plan }, cookies: session.cookies });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ result: "checkout" });
    const from = fake.events.length;
    expect(await fake.pay(sessionIdOf(started.body.checkoutUrl as string), card)).toEqual({ ok: true });
    return { ...session, from };
  }

  const self = async (cookies: Record<string, string>) => (await call(r.ownerSelfGet, { cookies })).body as { accessRules: Record<string, boolean>; subscription: Record<string, unknown> };

  it("22: a bad signature, a tampered body, a wrong secret, no header or a timestamp older than 5 minutes is 400 and writes nothing", async () => {
    const { db } = get();
    const { from } = await buyer("sig@example.com");
    const event = fake.events[from]!;
    const payload = JSON.stringify(event);
    const now = Math.floor(clock.now().getTime() / 1000);
    const signedForOriginal = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: now });
    const refused = [
      await deliverRaw(payload, { timestampSeconds: now, header: null }),
      await deliverRaw(payload, { timestampSeconds: now, header: "t=1,v1=deadbeef" }),
      await deliverRaw(payload, { timestampSeconds: now, secret: "whsec_someone_else" }),
      await deliverRaw(payload, { timestampSeconds: now - 301 }),
      await deliverRaw(payload.replace(event.id, `${event.id}x`), { timestampSeconds: now, header: signedForOriginal }),
    ];
    for (const [i, res] of refused.entries()) {
      expect(res.status, `refusal ${i}`).toBe(400);
      expect(res.body.code).toBe("payment:webhook_signature");
    }
    expect(await db.select().from(stripeEvents)).toEqual([]);
    // A correctly signed delivery within 300 s is accepted.
    expect((await deliverRaw(payload, { timestampSeconds: now - 299 })).status).toBe(200);
  });

  it("23: the same event delivered twice in sequence and five times at once has one effect", async () => {
    const { db } = get();
    const { owner, from } = await buyer("twice@example.com");
    const events = fake.eventsSince(from);
    const before = await countRows(db, "payment_analytics");
    for (const event of events) {
      expect((await deliver(event, clock.now().getTime())).status).toBe(200);
      expect((await deliver(event, clock.now().getTime())).status).toBe(200);
    }
    const paid = events.find((e) => e.type === "invoice.paid")!;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => deliver(paid, clock.now().getTime())));
    expect(parallel.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = (await db.select().from(stripeEvents)).map((e) => e.id).filter((id) => events.some((e) => e.id === id));
    expect(ids.length).toBe(events.length);
    // invoice.paid records one payment step however often it arrives.
    expect((await countRows(db, "payment_analytics")) - before).toBe(1);
    const [row] = await db.select().from(owners).where(eq(owners.id, owner.id));
    expect(row).toMatchObject({ subscriptionPlan: "lite_1_month_2_teams", subscriptionStatus: "active", subscriptionSource: "stripe" });
  });

  it("24: events out of order leave the true state (updated before created; updated after deleted)", async () => {
    const { db } = get();
    const { owner, cookies, from } = await buyer("order@example.com");
    const events = fake.eventsSince(from);
    // Newest first: checkout.session.completed, invoice.paid, then customer.subscription.created last.
    for (const event of [...events].reverse()) expect((await deliver(event, clock.now().getTime())).status).toBe(200);
    expect((await self(cookies)).subscription).toMatchObject({ plan: "lite_1_month_2_teams", state: "active", tier: "teams", teamLimit: 2 });

    const subId = (await db.select().from(owners).where(eq(owners.id, owner.id)))[0]!.stripeSubscriptionId!;
    const mark = fake.events.length;
    await fake.cancelNow(subId);
    const deleted = fake.eventsSince(mark);
    expect(deleted.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    await deliver(deleted[0]!, clock.now().getTime());
    // An older "updated (active)" arriving after the deletion changes nothing.
    const staleUpdate = events.find((e) => e.type === "customer.subscription.created")!;
    await deliver({ ...staleUpdate, id: `${staleUpdate.id}_late`, type: "customer.subscription.updated" }, clock.now().getTime());
    const after = await self(cookies);
    expect(after.subscription).toMatchObject({ plan: "none", state: "not_active", tier: "basic" });
    expect(after.accessRules.allowCreateTeams).toBe(false);
  });

  it("27: a renewal whose card is declined moves the subscription to past_due and closes the tools; paying the invoice restores them; deletion revokes them", async () => {
    const { db } = get();
    const { owner, cookies, from } = await buyer("renewal@example.com", "full_1_month_2_teams", TEST_CARDS.chargeFails);
    let at = await deliverSince(fake, from, clock.now().getTime());
    expect((await self(cookies)).accessRules).toMatchObject({ allowCompareTeams: true, allowScene: true });

    // What advancing a Stripe test clock past the period's end does: the next period is billed.
    const subId = (await db.select().from(owners).where(eq(owners.id, owner.id)))[0]!.stripeSubscriptionId!;
    expect(await fake.renew(subId)).toBe("failed");
    at = await deliverSince(fake, at, clock.now().getTime());
    const failed = await self(cookies);
    expect(failed.subscription).toMatchObject({ state: "payment_failed", status: "past_due", tier: "basic" });
    expect(failed.accessRules).toMatchObject({ allowScene: false, allowCompareTeams: false, allowCreateTeams: false });
    const refused = await call(r.scenesCompare, { body: { sceneIds: ["00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-000000000001"] }, cookies });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("subscription:not_in_plan");

    // Restoring the payment: the card still declines (the payment-error dialog's code), a new default card pays.
    const invoiceId = failed.subscription.latestInvoice as string;
    const declined = await call(r.stripePayInvoice, { body: { invoiceId }, cookies });
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe("payment_error");
    const card = await call(r.stripeAddPaymentMethod, { body: {}, cookies });
    await fake.pay(sessionIdOf(card.body.checkoutUrl as string), TEST_CARDS.ok);
    at = await deliverSince(fake, at, clock.now().getTime());
    const cards = await call(r.stripePaymentMethods, { cookies });
    expect((cards.body.data as Array<{ last4: string; isDefault: boolean }>).find((c) => c.isDefault)?.last4).toBe("4242");
    const restored = await call(r.stripePayInvoice, { body: { invoiceId }, cookies });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    at = await deliverSince(fake, at, clock.now().getTime());
    expect((await self(cookies)).subscription).toMatchObject({ state: "active", status: "active" });

    await fake.cancelNow(subId);
    await deliverSince(fake, at, clock.now().getTime());
    const revoked = await self(cookies);
    expect(revoked.subscription).toMatchObject({ plan: "none", state: "not_active" });
    expect(revoked.accessRules).toMatchObject({ allowScene: false, allowCompareTeams: false });
  });

  it("an administrator ending a Stripe plan cancels the subscription in Stripe, so a later purchase goes through Checkout again", async () => {
    const { db } = get();
    const { owner, cookies, from } = await buyer("admin-ends@example.com");
    let at = await deliverSince(fake, from, clock.now().getTime());
    const subId = (await db.select().from(owners).where(eq(owners.id, owner.id)))[0]!.stripeSubscriptionId!;
    const admin = await administratorWithSession(db, "ends-admin@example.com");
    expect((await call(r.admEndPlan, { method: "DELETE", params: { id: owner.id }, cookies: admin.cookies })).body).toMatchObject({ plan: "none", state: "not_active" });
    expect(fake.store.subscriptions.get(subId)!.status).toBe("canceled");
    at = await deliverSince(fake, at, clock.now().getTime());
    expect((await self(cookies)).subscription).toMatchObject({ plan: "none" });
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_1_month_1_teams" }, cookies })).body).toMatchObject({ result: "checkout" });
    expect(at).toBeGreaterThan(from);
  });
});
