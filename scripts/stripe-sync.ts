// npm run stripe:sync — creates or updates Stripe's products and prices from the plan table
// (lib/billing/plans.ts). Needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md).
import { stripeClient, stripeConfig } from "@/lib/server/integrations/stripe/client";
import { syncPrices } from "@/lib/server/services/billing/sync-prices";

const config = stripeConfig();
if (!config) {
  console.error("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first (docs/payments.md).");
  process.exit(1);
}
const report = await syncPrices(stripeClient(config));
console.log(`Prices created or replaced: ${report.created.length}; unchanged: ${report.unchanged.length}.`);
for (const key of report.created) console.log(`  + ${key}`);
