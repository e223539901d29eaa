import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { coupleResults, owners, paymentAnalytics, payments } from "@/db/schema";
import { loveQuestionnaireV1 } from "@/lib/questionnaire";
import { fillAnswers } from "@/lib/questionnaire/testing/fill";
import { deliverSince, sessionIdOf, stripeForTests } from "@/tests/support/billing";
import { describeEachDatabase } from "@/tests/support/databases";
import { call } from "@/tests/support/http";
import { ownerWithSession } from "@/tests/support/owner-session";
import * as r from "@/tests/support/routes";
import { coupleBody } from "../consumer/couple-answers";

// Consumer payments through the real routes, the SDK and a fake Stripe: a result unlocked by
// its key without an account (checklist 26: twenty redemptions at once, one paid result), a
// love pair's lifetime unlock and the unlimited plan, and idempotency keys on every create
// with fulfilment from the webhook (checklist 25).

let ip = 10;
const nextIp = () => `198.51.100.${ip++}`;
const loveAnswers = (seed: string) => ({ ...fillAnswers(loveQuestionnaireV1, (q) => createHash("sha256").update(`${seed}:${q.neuronName}`).digest()[0]! % 5) });

describeEachDatabase("consumer payments", ({ get, clock }) => {
  let fake: Awaited<ReturnType<typeof stripeForTests>>;
  beforeAll(async () => {
    fake = await stripeForTests(() => clock.now().getTime());
  });
  afterAll(async () => fake.restore());

  async function resultKey(): Promise<string> {
    const res = await call(r.coupleCreate, { body: coupleBody(), ip: nextIp() });
    expect(res.status).toBe(200);
    return res.body.key as string;
  }
  const create = (key: string, discount = false) => call(r.stripeCreateAnonymous, { params: { product: "flame" }, body: { key, discount }, ip: nextIp() });
  const check = (key: string) => call(r.stripeCheckAnonymous, { params: { product: "flame" }, body: { key }, ip: nextIp() });

  it("26: twenty parallel checkouts of one key share one Checkout Session; twenty parallel redemptions after paying give one paid, unlocked result", async () => {
    const { db } = get();
    const key = await resultKey();
    expect((await check(key)).body).toEqual({ status: "UNPAID" });
    const opened = await Promise.all(Array.from({ length: 20 }, () => create(key)));
    expect(new Set(opened.map((o) => o.status))).toEqual(new Set([200]));
    const urls = new Set(opened.map((o) => o.body.checkoutUrl));
    expect(urls.size).toBe(1);
    expect(opened[0]!.body.status).toBe("INITIAL");
    expect((await check(key)).body).toEqual({ status: "INITIAL" });
    const [open] = await db.select().from(payments).where(eq(payments.id, opened[0]!.body.id as string));
    expect(new Set(opened.map((o) => o.body.id))).toEqual(new Set([open!.id]));
    const [row] = await db.select().from(coupleResults).where(eq(coupleResults.id, open!.resultId!));
    expect(row!.unlockedAt).toBeNull();

    // The buyer pays on Stripe's page; the webhook is late. Twenty status checks at once.
    const mark = fake.events.length;
    await fake.pay(sessionIdOf([...urls][0] as string));
    const checks = await Promise.all(Array.from({ length: 20 }, () => check(key)));
    expect(checks.map((c) => c.body.status)).toEqual(Array(20).fill("PAID"));
    const paid = await db.select().from(payments).where(eq(payments.subject, row!.id));
    expect(paid.map((p) => p.status)).toEqual(["PAID"]);
    expect((await db.select().from(paymentAnalytics).where(eq(paymentAnalytics.step, "unlock_paid"))).filter((a) => a.resultId === row!.id)).toHaveLength(1);
    const [unlocked] = await db.select().from(coupleResults).where(eq(coupleResults.id, row!.id));
    expect(unlocked!.unlockedBy).toBe(`payment:${paid[0]!.id}`);
    // The webhook arriving afterwards changes nothing.
    await deliverSince(fake, mark, clock.now().getTime());
    const [again] = await db.select().from(coupleResults).where(eq(coupleResults.id, row!.id));
    expect(again!.unlockedAt).toEqual(unlocked!.unlockedAt);
    // The unlocked result shows its details; paying again is not offered.
    const read = await call(r.coupleGet, { params: { key } });
    expect(read.body).toMatchObject({ unlocked: true });
    expect((await create(key)).body).toMatchObject({ status: "PAID", checkoutUrl: null });
  });

  it("25: fulfilment comes from the webhook alone (no status check), and every create carries our idempotency key", async () => {
    const { db } = get();
    const key = await resultKey();
    const opened = await create(key, true);
    const [payment] = await db.select().from(payments).where(eq(payments.id, opened.body.id as string));
    expect(payment).toMatchObject({ priceKey: "result_unlock_discount", amount: 199, currency: "usd", status: "INITIAL" });
    const mark = fake.events.length;
    await fake.pay(sessionIdOf(opened.body.checkoutUrl as string));
    await deliverSince(fake, mark, clock.now().getTime());
    const [row] = await db.select().from(coupleResults).where(eq(coupleResults.id, payment!.resultId!));
    expect(row!.unlockedAt).not.toBeNull();

    // An e-mail left for the receipt also keeps the flame result in an account with a sign-in link.
    const mailed = await call(r.stripeUpdateAnonymous, { params: { product: "flame" }, body: { id: payment!.id, email: "Buyer@Example.com" }, ip: nextIp() });
    expect(mailed.status).toBe(200);
    expect((await db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.email).toBe("buyer@example.com");

    // Our own keys: a customer per owner, a checkout per payment row (so parallel requests get one session).
    const creates = fake.requests.filter((q) => q.method === "POST" && (q.path === "/v1/customers" || q.path === "/v1/checkout/sessions"));
    expect(creates.length).toBeGreaterThan(0);
    for (const q of creates) expect(q.idempotencyKey).toMatch(/^(customer|checkout|setup|payment)-/);
  });

  it("a love pair: locked, paid once for life through Checkout and the webhook; the unlimited plan opens every pair", async () => {
    const { db } = get();
    const { owner, cookies } = await ownerWithSession(db, "love-buyer@example.com", { plan: "none" });
    await db.update(owners).set({ product: "love" }).where(eq(owners.id, owner.id));
    const profile = async (firstName: string) => (await call(r.profileLove, { body: { answers: loveAnswers(firstName), firstName, birthDate: "1991-02-03" }, cookies, ip: nextIp() })).body._id as string;
    const [a, b, c] = [await profile("Mia"), await profile("Tom"), await profile("Ann")];
    const pair = { id1: a, id2: b };
    expect((await call(r.stripeCheckPaymentPair, { body: pair, cookies })).body).toEqual({ status: "UNPAID" });
    const opened = await call(r.stripeCreatePaymentIntent, { body: { ...pair, returnTo: "/love-mobile/p2p/x" }, cookies });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(String(opened.body.checkoutUrl)).toContain("/checkout/");
    const stripeSession = fake.store.sessions.get(sessionIdOf(opened.body.checkoutUrl as string))!;
    expect(stripeSession.success_url).toBe("http://localhost:3000/love-mobile/p2p/x?payment=success&session_id={CHECKOUT_SESSION_ID}");
    const mark = fake.events.length;
    await fake.pay(stripeSession.id);
    await deliverSince(fake, mark, clock.now().getTime());
    // Either order of the pair is the same pair.
    expect((await call(r.stripeCheckPaymentPair, { body: { id1: b, id2: a }, cookies })).body).toEqual({ status: "PAID" });
    expect((await call(r.stripeCheckPaymentPair, { body: { id1: a, id2: c }, cookies })).body).toEqual({ status: "UNPAID" });
    // Another owner cannot pay for or probe these profiles.
    const other = await ownerWithSession(db, "love-other@example.com");
    expect((await call(r.stripeCreatePaymentIntent, { body: pair, cookies: other.cookies })).status).toBe(404);

    // The monthly unlimited plan (a consumer plan: a company plan is refused to a love account).
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "lite_1_month_1_teams" }, cookies })).body.code).toBe("subscription:plan_unknown");
    const sub = await call(r.stripeUpdateSubscription, { body: { subscribe: "full_1_month" }, cookies });
    expect(sub.body.result).toBe("checkout");
    const at = fake.events.length;
    await fake.pay(sessionIdOf(sub.body.checkoutUrl as string));
    await deliverSince(fake, at, clock.now().getTime());
    expect((await call(r.stripeCheckPaymentPair, { body: { id1: a, id2: c }, cookies })).body).toEqual({ status: "PAID" });
    // A consumer plan opens no company tool, whatever its tier is called.
    expect((await call(r.ownerSelfGet, { cookies })).body.accessRules).toMatchObject({ allowScene: false, allowCompareTeams: false, allowCreateTeams: false });
    expect((await call(r.scenesCompare, { body: { sceneIds: [a, b] }, cookies })).body.code).toBe("subscription:not_in_plan");
    // The discounted plans are the first day's offer only.
    await db.update(owners).set({ createdAt: new Date(clock.now().getTime() - 25 * 3600_000) }).where(eq(owners.id, owner.id));
    expect((await call(r.stripeUpdateSubscription, { body: { subscribe: "discount_1_month" }, cookies })).body.code).toBe("subscription:plan_unknown");
  });

  it("the discounted unlock is the first day's offer of a result: later, the regular price is charged whatever the page asks", async () => {
    const { db } = get();
    const key = await resultKey();
    clock.advance(25 * 3600_000);
    try {
      const opened = await create(key, true);
      const [payment] = await db.select().from(payments).where(eq(payments.id, opened.body.id as string));
      expect(payment).toMatchObject({ priceKey: "result_unlock", amount: 399 });
    } finally {
      clock.advance(-25 * 3600_000);
    }
  });
});
