import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}

/** Stripe's settings, or null when payments are not configured (no key or no webhook secret). */
export function stripeConfig(): StripeConfig | null {
  const e = env();
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return null;
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL };
}

const clients = new Map<string, Stripe>();

/**
 * The official SDK, built once per configuration. Requests are not retried by the SDK (a
 * retried create without our own idempotency key could charge twice; every create passes
 * one); a call waits at most 20 s.
 */
export function stripeClient(config: StripeConfig): Stripe {
  const cacheKey = `${config.secretKey}|${config.apiUrl ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 0,
      timeout: 20_000,
      appInfo: { name: "accordo" },
      ...(url ? { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: url.protocol === "https:" ? "https" : "http" } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Verifies a webhook delivery on its raw body (checklist 22): throws on a bad signature or a timestamp older than 300 s. */
export function verifiedEvent(config: StripeConfig, rawBody: string, signature: string | null, nowMs: number): Stripe.Event {
  if (!signature) throw new Error("no signature");
  return stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300, undefined, nowMs);
}
