import "server-only";
import type Stripe from "stripe";
import { CURRENCIES, lookupKey, ONE_TIME_PRODUCTS, PLANS, type Currency } from "@/lib/billing/plans";

interface WantedPrice {
  code: string;
  name: string;
  currency: Currency;
  amount: number;
  interval: "week" | "month" | null;
}

/** Every price the plan table sells: recurring plans, the one-time bonus plan and the consumer one-time products. */
export function wantedPrices(): WantedPrice[] {
  const wanted: WantedPrice[] = [];
  for (const plan of PLANS) {
    if (!plan.prices || (plan.billing.kind !== "recurring" && plan.billing.kind !== "oneTime")) continue;
    for (const currency of CURRENCIES) {
      wanted.push({ code: plan.code, name: `Accordo ${plan.code}`, currency, amount: plan.prices[currency].first, interval: plan.billing.kind === "recurring" ? plan.billing.interval : null });
    }
  }
  for (const [code, prices] of Object.entries(ONE_TIME_PRODUCTS)) {
    for (const currency of CURRENCIES) wanted.push({ code, name: `Accordo ${code}`, currency, amount: prices[currency].first, interval: null });
  }
  return wanted;
}

export interface SyncReport {
  created: string[];
  unchanged: string[];
}

/**
 * `npm run stripe:sync`: makes Stripe's prices match the plan table. A price whose amount or
 * interval changed gets a new Price that takes over the lookup key (Stripe prices are
 * immutable); the old one is archived. Safe to run again: creates carry idempotency keys.
 */
export async function syncPrices(stripe: Stripe): Promise<SyncReport> {
  const report: SyncReport = { created: [], unchanged: [] };
  const products = new Map((await stripe.products.list({ limit: 100 })).data.map((p) => [p.id, p]));
  for (const want of wantedPrices()) {
    const key = lookupKey(want.code, want.currency);
    const productId = `accordo_${want.code}`;
    if (!products.has(productId)) products.set(productId, await stripe.products.create({ id: productId, name: want.name, metadata: { code: want.code } }, { idempotencyKey: `sync-product-${productId}` }));
    const [existing] = (await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })).data;
    const same = existing && existing.unit_amount === want.amount && existing.currency === want.currency && (existing.recurring?.interval ?? null) === want.interval;
    if (same) {
      report.unchanged.push(key);
      continue;
    }
    await stripe.prices.create({
      product: productId,
      currency: want.currency,
      unit_amount: want.amount,
      lookup_key: key,
      transfer_lookup_key: true,
      metadata: { code: want.code },
      ...(want.interval ? { recurring: { interval: want.interval } } : {}),
    }, { idempotencyKey: `sync-price-${key}-${want.amount}-${want.interval ?? "once"}` });
    if (existing) await stripe.prices.update(existing.id, { active: false });
    report.created.push(key);
  }
  return report;
}
