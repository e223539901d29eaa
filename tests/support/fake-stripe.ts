import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A real HTTP server on 127.0.0.1 standing in for Stripe's API (there is no Stripe mock on
// npm that covers Checkout, subscriptions and webhooks). The SDK is pointed at it with
// STRIPE_API_URL; it records every request (with its Idempotency-Key), replays the stored
// answer for a repeated key as Stripe does, keeps customers, prices, Checkout Sessions,
// subscriptions, invoices and cards in memory, serves a hosted checkout page for browser
// tests, and sends signed webhook events (generateTestHeaderString) to the app, or keeps
// them for a test to deliver. Cards follow Stripe's test numbers:
//   4242424242424242 pays; 4000000000000341 attaches but every charge fails (card_declined);
//   4000000000009995 is declined for insufficient funds; 4000000000000002 is declined.

type Obj = Record<string, unknown> & { id: string };

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface FakeStripeOptions {
  webhookSecret: string;
  /** Where events are POSTed (the app's /api/v1/stripe/webhook); unset: kept in `events` for the test to deliver. */
  webhookUrl?: string;
  /** Stripe's clock in ms (tests move it with the app's clock). */
  now?: () => number;
  /** A fixed port (the browser tests' server); default: any free one. */
  port?: number;
}

export const TEST_CARDS = {
  ok: "4242424242424242",
  chargeFails: "4000000000000341",
  insufficientFunds: "4000000000009995",
  declined: "4000000000000002",
} as const;

class CardError extends Error {
  constructor(readonly code: string, readonly declineCode: string, message: string) {
    super(message);
  }
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return out;
}

function list(data: Obj[], url: string, hasMore = false) {
  return { object: "list", data, has_more: hasMore, url };
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const now = () => Math.floor((options.now ?? Date.now)() / 1000);
  const requests: RecordedStripeRequest[] = [];
  const events: Stripe.Event[] = [];
  const deliveries: Array<{ id: string; type: string; status: number }> = [];
  const store = {
    customers: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
    sessions: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    methods: new Map<string, Obj & { number: string }>(),
    setupIntents: new Map<string, Obj>(),
    intents: new Map<string, Obj>(),
  };
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const signer = new Stripe("sk_test_fake_signer");
  let seq = 0;
  const newId = (prefix: string) => `${prefix}_${(++seq).toString(36).padStart(4, "0")}${randomBytes(6).toString("hex")}`;
  let base = "";

  async function emit(type: string, object: Obj): Promise<void> {
    const event = { id: newId("evt"), object: "event", type, created: now(), data: { object: structuredClone(object) }, livemode: false, api_version: "2025-01-01", pending_webhooks: 1, request: null } as unknown as Stripe.Event;
    events.push(event);
    if (!options.webhookUrl) return;
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp: now() });
    const response = await fetch(options.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload }).catch(() => null);
    deliveries.push({ id: event.id, type, status: response?.status ?? 0 });
  }

  function defaultMethod(customerId: string, sub?: Obj): (Obj & { number: string }) | null {
    const fromSub = sub?.default_payment_method as string | null | undefined;
    const customer = store.customers.get(customerId);
    const id = fromSub ?? ((customer?.invoice_settings as { default_payment_method?: string | null })?.default_payment_method ?? null);
    return id ? store.methods.get(id) ?? null : null;
  }

  function charge(method: { number: string } | null): void {
    if (!method) throw new CardError("card_declined", "generic_decline", "The customer has no card.");
    if (method.number === TEST_CARDS.insufficientFunds) throw new CardError("card_declined", "insufficient_funds", "Your card has insufficient funds.");
    if (method.number === TEST_CARDS.declined || method.number === TEST_CARDS.chargeFails) throw new CardError("card_declined", "generic_decline", "Your card was declined.");
  }

  function createMethod(number: string, customer: string | null): Obj & { number: string } {
    const method = { id: newId("pm"), object: "payment_method", type: "card", customer, card: { brand: "visa", last4: number.slice(-4), exp_month: 12, exp_year: 2030 }, created: now(), number };
    store.methods.set(method.id, method);
    return method;
  }

  function priceOf(id: string): Obj {
    const price = store.prices.get(id);
    if (!price) throw Object.assign(new Error(`No such price: '${id}'`), { status: 404 });
    return price;
  }

  function periodEnd(start: number, price: Obj): number {
    const recurring = price.recurring as { interval: string; interval_count?: number } | null;
    const days = recurring?.interval === "week" ? 7 : recurring?.interval === "year" ? 365 : 30;
    return start + days * 86400 * (recurring?.interval_count ?? 1);
  }

  function createInvoice(customer: string, subscription: Obj | null, amount: number, currency: string, reason: string, paid: boolean, metadata: Record<string, unknown> = {}): Obj {
    const item = subscription ? (subscription.items as { data: Obj[] }).data[0]! : null;
    const invoice: Obj = {
      id: newId("in"),
      object: "invoice",
      customer,
      number: `FAKE-${seq.toString().padStart(4, "0")}`,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency,
      created: now(),
      billing_reason: reason,
      hosted_invoice_url: `${base}/invoice/${seq}`,
      invoice_pdf: null,
      metadata,
      parent: subscription ? { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} } } : null,
      lines: { object: "list", data: item ? [{ id: newId("il"), period: { start: item.current_period_start, end: item.current_period_end }, amount }] : [], has_more: false },
    };
    store.invoices.set(invoice.id, invoice);
    return invoice;
  }

  async function completeCheckout(session: Obj, cardNumber: string): Promise<{ ok: true } | { ok: false; message: string }> {
    let customer = session.customer as string | null;
    if (!customer) {
      customer = newId("cus");
      store.customers.set(customer, { id: customer, object: "customer", email: session.customer_email ?? null, invoice_settings: { default_payment_method: null }, metadata: {} });
    }
    const method = createMethod(cardNumber, customer);
    if (session.mode === "setup") {
      const intent: Obj = { id: newId("seti"), object: "setup_intent", status: "succeeded", customer, payment_method: method.id };
      store.setupIntents.set(intent.id, intent);
      Object.assign(session, { status: "complete", setup_intent: intent.id, customer });
      await emit("checkout.session.completed", session);
      return { ok: true };
    }
    try {
      charge(method.number === TEST_CARDS.chargeFails ? { number: TEST_CARDS.ok } : method);
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
    const price = priceOf(((session.line_items as Obj[])[0]!.price) as string);
    if (session.mode === "payment") {
      const intent: Obj = { id: newId("pi"), object: "payment_intent", status: "succeeded", amount: price.unit_amount, currency: price.currency, metadata: (session.payment_intent_data as { metadata?: object })?.metadata ?? {} };
      store.intents.set(intent.id, intent);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id, customer, customer_details: { email: session.customer_email ?? null } });
      await emit("checkout.session.completed", session);
      return { ok: true };
    }
    const start = now();
    const sub: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      start_date: start,
      ended_at: null,
      default_payment_method: method.id,
      metadata: (session.subscription_data as { metadata?: object })?.metadata ?? {},
      items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: periodEnd(start, price) }] },
      latest_invoice: null,
    };
    store.subscriptions.set(sub.id, sub);
    const customerRow = store.customers.get(customer)!;
    (customerRow.invoice_settings as Record<string, unknown>).default_payment_method = method.id;
    const invoice = createInvoice(customer, sub, price.unit_amount as number, price.currency as string, "subscription_create", true);
    sub.latest_invoice = invoice.id;
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id, customer });
    await emit("customer.subscription.created", sub);
    await emit("invoice.paid", invoice);
    await emit("checkout.session.completed", session);
    return { ok: true };
  }

  /** Bills the next period of a subscription (what a test clock's advance does): paid, or past_due with an open invoice. */
  async function renew(subscriptionId: string): Promise<"paid" | "failed"> {
    const sub = store.subscriptions.get(subscriptionId)!;
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const price = item.price as Obj;
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: "canceled", ended_at: item.current_period_end });
      await emit("customer.subscription.deleted", sub);
      return "paid";
    }
    const start = item.current_period_end as number;
    Object.assign(item, { current_period_start: start, current_period_end: periodEnd(start, price) });
    let paid = true;
    try {
      charge(defaultMethod(sub.customer as string, sub));
    } catch {
      paid = false;
    }
    const invoice = createInvoice(sub.customer as string, sub, price.unit_amount as number, price.currency as string, "subscription_cycle", paid);
    sub.latest_invoice = invoice.id;
    sub.status = paid ? "active" : "past_due";
    await emit(paid ? "invoice.paid" : "invoice.payment_failed", invoice);
    await emit("customer.subscription.updated", sub);
    return paid ? "paid" : "failed";
  }

  async function cancelNow(subscriptionId: string): Promise<void> {
    const sub = store.subscriptions.get(subscriptionId)!;
    Object.assign(sub, { status: "canceled", ended_at: now() });
    await emit("customer.subscription.deleted", sub);
  }

  function expand(path: string, object: Obj): Obj {
    return path.startsWith("/v1/checkout/sessions") ? { ...object, line_items: undefined } : object;
  }

  async function api(method: string, path: string, body: Record<string, unknown>, query: URLSearchParams): Promise<{ status: number; body: unknown }> {
    const segments = path.split("/").filter(Boolean).slice(1); // drop "v1"
    const [resource, id, action] = segments[0] === "checkout" ? [`checkout/${segments[1]}`, segments[2], segments[3]] : segments;
    const found = (map: Map<string, Obj>) => {
      const obj = id ? map.get(id) : undefined;
      if (!obj) throw Object.assign(new Error(`No such object: '${id}'`), { status: 404 });
      return obj;
    };
    switch (`${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "GET prices": {
        const keys = [...query.entries()].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v);
        const data = [...store.prices.values()].filter((p) => (keys.length ? keys.includes(p.lookup_key as string) : true) && (query.get("active") ? p.active === (query.get("active") === "true") : true));
        return { status: 200, body: list(data, "/v1/prices") };
      }
      case "POST prices": {
        if (body.transfer_lookup_key === "true") for (const p of store.prices.values()) if (p.lookup_key === body.lookup_key) p.lookup_key = null;
        const price: Obj = { id: newId("price"), object: "price", active: true, currency: body.currency, unit_amount: Number(body.unit_amount), lookup_key: body.lookup_key ?? null, product: body.product, recurring: body.recurring ? { interval: (body.recurring as Obj).interval, interval_count: Number((body.recurring as Obj).interval_count ?? 1) } : null, type: body.recurring ? "recurring" : "one_time", metadata: body.metadata ?? {} };
        store.prices.set(price.id, price);
        return { status: 200, body: price };
      }
      case "POST prices/:id": {
        const price = found(store.prices);
        if (body.active !== undefined) price.active = body.active === "true";
        return { status: 200, body: price };
      }
      case "GET products": return { status: 200, body: list([...store.products.values()], "/v1/products") };
      case "POST products": {
        const product: Obj = { id: (body.id as string) ?? newId("prod"), object: "product", name: body.name, metadata: body.metadata ?? {}, active: true };
        store.products.set(product.id, product);
        return { status: 200, body: product };
      }
      case "GET products/:id": return { status: 200, body: found(store.products) };
      case "POST products/:id": return { status: 200, body: Object.assign(found(store.products), { name: body.name ?? found(store.products).name }) };
      case "POST customers": {
        const customer: Obj = { id: newId("cus"), object: "customer", email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, invoice_settings: { default_payment_method: null } };
        store.customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case "GET customers/:id": return { status: 200, body: found(store.customers) };
      case "POST customers/:id": {
        const customer = found(store.customers);
        const settings = body.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method) (customer.invoice_settings as Record<string, unknown>).default_payment_method = settings.default_payment_method;
        return { status: 200, body: customer };
      }
      case "POST checkout/sessions": {
        const lineItems = (body.line_items as Array<{ price: string }> | undefined) ?? [];
        for (const item of lineItems) priceOf(item.price);
        const session: Obj = { id: newId("cs_test"), object: "checkout.session", mode: body.mode, status: "open", payment_status: "unpaid", customer: body.customer ?? null, customer_email: body.customer_email ?? null, customer_details: null, client_reference_id: body.client_reference_id ?? null, metadata: body.metadata ?? {}, success_url: body.success_url, cancel_url: body.cancel_url, subscription: null, payment_intent: null, setup_intent: null, line_items: lineItems, subscription_data: body.subscription_data ?? null, payment_intent_data: body.payment_intent_data ?? null, created: now(), expires_at: now() + 86400 };
        session.url = `${base}/checkout/${session.id}`;
        store.sessions.set(session.id, session);
        return { status: 200, body: expand(path, session) };
      }
      case "GET checkout/sessions/:id": return { status: 200, body: expand(path, found(store.sessions)) };
      case "GET subscriptions": {
        const data = [...store.subscriptions.values()].filter((sub) => (!query.get("customer") || sub.customer === query.get("customer")) && sub.status !== "canceled");
        return { status: 200, body: list(data, "/v1/subscriptions") };
      }
      case "GET subscriptions/:id": return { status: 200, body: found(store.subscriptions) };
      case "POST subscriptions/:id": {
        const sub = found(store.subscriptions);
        const items = body.items as Array<{ id: string; price: string }> | undefined;
        if (items?.[0]?.price) {
          const item = (sub.items as { data: Obj[] }).data[0]!;
          const next = priceOf(items[0].price);
          const difference = Math.max(0, (next.unit_amount as number) - ((item.price as Obj).unit_amount as number));
          if (body.proration_behavior === "always_invoice" && difference > 0) {
            charge(defaultMethod(sub.customer as string, sub)); // a CardError leaves the subscription as it was (error_if_incomplete)
            const invoice = createInvoice(sub.customer as string, sub, difference, next.currency as string, "subscription_update", true);
            sub.latest_invoice = invoice.id;
            await emit("invoice.paid", invoice);
          }
          item.price = next;
        }
        if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === "true";
        if (body.default_payment_method) sub.default_payment_method = body.default_payment_method;
        if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
        await emit("customer.subscription.updated", sub);
        return { status: 200, body: sub };
      }
      case "DELETE subscriptions/:id": {
        const sub = found(store.subscriptions);
        Object.assign(sub, { status: "canceled", ended_at: now() });
        await emit("customer.subscription.deleted", sub);
        return { status: 200, body: sub };
      }
      case "GET invoices": {
        const all = [...store.invoices.values()].filter((i) => !query.get("customer") || i.customer === query.get("customer")).sort((a, b) => (b.created as number) - (a.created as number) || b.id.localeCompare(a.id));
        const after = query.get("starting_after");
        const from = after ? all.findIndex((i) => i.id === after) + 1 : 0;
        const limit = Number(query.get("limit") ?? 10);
        return { status: 200, body: list(all.slice(from, from + limit), "/v1/invoices", from + limit < all.length) };
      }
      case "GET invoices/:id": return { status: 200, body: found(store.invoices) };
      case "POST invoices/:id/pay": {
        const invoice = found(store.invoices);
        const subId = (invoice.parent as { subscription_details?: { subscription?: string } } | null)?.subscription_details?.subscription;
        const sub = subId ? store.subscriptions.get(subId) : undefined;
        charge(defaultMethod(invoice.customer as string, sub));
        Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due });
        await emit("invoice.paid", invoice);
        if (sub && sub.status === "past_due") {
          sub.status = "active";
          await emit("customer.subscription.updated", sub);
        }
        return { status: 200, body: invoice };
      }
      case "GET payment_methods": {
        const data = [...store.methods.values()].filter((m) => m.customer === query.get("customer")).map(({ number: _n, ...m }) => m as Obj);
        return { status: 200, body: list(data, "/v1/payment_methods") };
      }
      case "GET payment_methods/:id": {
        const { number: _n, ...m } = found(store.methods) as Obj & { number: string };
        return { status: 200, body: m };
      }
      case "POST payment_methods/:id/attach": {
        const m = found(store.methods) as Obj & { number: string };
        m.customer = body.customer;
        const { number: _n, ...rest } = m;
        return { status: 200, body: rest };
      }
      case "POST payment_methods/:id/detach": {
        const m = found(store.methods) as Obj & { number: string };
        m.customer = null;
        const { number: _n, ...rest } = m;
        return { status: 200, body: rest };
      }
      case "GET setup_intents/:id": return { status: 200, body: found(store.setupIntents) };
      default:
        return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      const parts: Buffer[] = [];
      req.on("data", (c: Buffer) => parts.push(c));
      req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    });
    const url = new URL(req.url ?? "/", base);
    const method = req.method ?? "GET";
    const send = (status: number, body: unknown, type = "application/json") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };

    if (url.pathname.startsWith("/checkout/")) {
      const session = store.sessions.get(url.pathname.split("/")[2]!);
      if (!session) return send(404, "No such checkout", "text/plain");
      if (method === "GET") return send(200, checkoutPage(session), "text/html; charset=utf-8");
      const form = new URLSearchParams(raw);
      const outcome = session.status === "open" ? await completeCheckout(session, form.get("card") ?? TEST_CARDS.ok) : { ok: true as const };
      if (!outcome.ok) return send(402, checkoutPage(session, outcome.message), "text/html; charset=utf-8");
      res.writeHead(303, { location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) });
      return void res.end();
    }
    if (url.pathname.startsWith("/_fake/subscriptions/") && method === "POST") {
      const [, , , id, what] = url.pathname.split("/");
      if (!id || !store.subscriptions.has(id)) return send(404, { error: "no such subscription" });
      return send(200, { result: what === "cancel" ? (await cancelNow(id), "canceled") : await renew(id) });
    }
    if (!url.pathname.startsWith("/v1/")) return send(404, { error: { type: "invalid_request_error", message: "Not found" } });

    const body = raw ? parseStripeForm(raw) : {};
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, body });
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) {
      const stored = idempotent.get(replayKey)!;
      res.writeHead(stored.status, { "content-type": "application/json", "idempotent-replayed": "true" });
      return void res.end(JSON.stringify(stored.body));
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await api(method, url.pathname, body, url.searchParams);
    } catch (error) {
      answer = error instanceof CardError
        ? { status: 402, body: { error: { type: "card_error", code: error.code, decline_code: error.declineCode, message: error.message } } }
        : { status: (error as { status?: number }).status ?? 500, body: { error: { type: "invalid_request_error", message: (error as Error).message } } };
    }
    if (replayKey) idempotent.set(replayKey, answer);
    send(answer.status, answer.body);
  }

  function checkoutPage(session: Obj, error?: string): string {
    const price = (session.line_items as Array<{ price: string }>)[0] ? store.prices.get((session.line_items as Array<{ price: string }>)[0]!.price) : null;
    const amount = price ? `${((price.unit_amount as number) / 100).toFixed(2)} ${String(price.currency).toUpperCase()}` : "";
    const cards = [
      [TEST_CARDS.ok, "Visa 4242 (pays)"],
      [TEST_CARDS.chargeFails, "Visa 0341 (saved; later charges fail)"],
      [TEST_CARDS.insufficientFunds, "Visa 9995 (insufficient funds)"],
      [TEST_CARDS.declined, "Visa 0002 (declined)"],
    ];
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test checkout</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:2rem auto">
<h1>Test checkout</h1><p>Stripe test mode stand-in. ${session.mode === "setup" ? "Save a card" : `Pay ${amount}`}</p>
${error ? `<p role="alert">${error}</p>` : ""}
<form method="post"><fieldset><legend>Card</legend>${cards.map(([n, label], i) => `<label><input type="radio" name="card" value="${n}" ${i === 0 ? "checked" : ""}> ${label}</label><br>`).join("")}</fieldset>
<button type="submit">${session.mode === "setup" ? "Save card" : "Pay"}</button></form>
<p><a href="${String(session.cancel_url)}">Back</a></p></body></html>`;
  }

  const server = createServer((req, res) => void handle(req, res).catch((error) => {
    res.writeHead(500).end(String(error));
  }));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    requests,
    /** Events sent (or kept, without a webhook URL), oldest first. */
    events,
    deliveries,
    store,
    renew,
    cancelNow,
    /** Completes a Checkout Session as a buyer on the hosted page would. */
    pay: (sessionId: string, card: string = TEST_CARDS.ok) => completeCheckout(store.sessions.get(sessionId)!, card),
    /** The events emitted since `from`, e.g. to deliver them to the webhook route in a test. */
    eventsSince: (from: number) => events.slice(from),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
