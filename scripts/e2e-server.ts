import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The server the browser tests talk to: a fresh embedded database with the demo data,
// the production build and the compiled server, on its own port; payments go to the fake Stripe on 127.0.0.1
// (tests/support/fake-stripe.ts), which serves the hosted checkout page and sends signed
// webhooks to this server.
process.env.PGLITE_DIR ??= mkdtempSync(join(tmpdir(), "accordo-e2e-"));
process.env.PORT ??= "3210";
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3211);

const { startFakeStripe } = await import("../tests/support/fake-stripe");
const fake = await startFakeStripe({ webhookSecret: "whsec_e2e", webhookUrl: `http://127.0.0.1:${process.env.PORT}/api/v1/stripe/webhook`, port: stripePort });
process.env.STRIPE_SECRET_KEY = "sk_test_e2e";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_e2e";
process.env.STRIPE_API_URL = fake.url;

// The build comes first: the demo data's team checks run in the compiled engine workers.
const { buildIfNeeded } = await import("./build-if-needed");
buildIfNeeded();
const { prepareDatabase } = await import("./prepare-database");
await prepareDatabase({ seed: true });
const { seedE2eAccounts } = await import("./e2e-accounts");
await seedE2eAccounts();
const { stripeClient, stripeConfig } = await import("../lib/server/integrations/stripe/client");
const { syncPrices } = await import("../lib/server/services/billing/sync-prices");
await syncPrices(stripeClient(stripeConfig()!));
// The compiled server, the file the container image runs (scripts/lib/compiled-server.ts).
const { loadCompiledServer } = await import("./lib/compiled-server");
const { startServer } = await loadCompiledServer();
await startServer({ dev: false });
