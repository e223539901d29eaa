import { sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { stripeClient, stripeConfig } from "@/lib/server/integrations/stripe/client";
import { syncPrices } from "@/lib/server/services/billing/sync-prices";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import { call, type CallResult } from "./http";
import * as r from "./routes";

export const WEBHOOK_SECRET = "whsec_test_accordo";
const signer = new Stripe("sk_test_signer");
const KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;

/** A fake Stripe on 127.0.0.1 with the app's environment pointed at it and the plan table's prices created by the sync. */
export async function stripeForTests(now: () => number): Promise<FakeStripe & { restore: () => Promise<void> }> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, now });
  const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  process.env.STRIPE_SECRET_KEY = "sk_test_accordo";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = fake.url;
  resetEnvCache();
  await syncPrices(stripeClient(stripeConfig()!));
  return Object.assign(fake, {
    restore: async () => {
      for (const k of KEYS) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      resetEnvCache();
      await fake.close();
    },
  });
}

/** Delivers a payload to the real webhook route, signed as Stripe signs (or with a chosen header). */
export function deliverRaw(payload: string, options: { timestampSeconds: number; secret?: string; header?: string | null }): Promise<CallResult> {
  const header = options.header !== undefined ? options.header : signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestampSeconds });
  return call(r.stripeWebhook, { method: "POST", rawBody: payload, origin: null, headers: { "content-type": "application/json", ...(header === null ? {} : { "stripe-signature": header }) }, path: "/api/v1/stripe/webhook" });
}

export function deliver(event: Stripe.Event, nowMs: number): Promise<CallResult> {
  return deliverRaw(JSON.stringify(event), { timestampSeconds: Math.floor(nowMs / 1000) });
}

/** Delivers every event the fake emitted since `from`, in order; returns the new position. */
export async function deliverSince(fake: FakeStripe, from: number, nowMs: number): Promise<number> {
  const pending = fake.eventsSince(from);
  for (const event of pending) {
    const res = await deliver(event, nowMs);
    if (res.status !== 200) throw new Error(`webhook ${event.type}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return from + pending.length;
}

export function sessionIdOf(checkoutUrl: string): string {
  return checkoutUrl.split("/").pop()!;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}
