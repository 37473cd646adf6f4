// @vitest-environment node
/**
 * The official `stripe` client (written by Stripe) pointed at the provider's REST face with its host, port
 * and protocol options: intents, customers with attached methods, refunds and declines behave as Stripe
 * documents them.
 */
import { createServer, type IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY } from '../keys.ts';
import { startProvider } from '../standalone.ts';

let provider: Awaited<ReturnType<typeof startProvider>>;
let stripe: Stripe;

beforeAll(async () => {
  provider = await startProvider({ port: 0 });
  const url = new URL(provider.url);
  stripe = new Stripe(DEMO_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => provider.close());

describe('the stripe client against the provider', () => {
  it('creates and confirms a payment intent, with its charge expanded', async () => {
    const created = await stripe.paymentIntents.create({ amount: 4500, currency: 'gbp', metadata: { order_id: '42' } });
    expect(created).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 4500, metadata: { order_id: '42' } });
    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa', expand: ['latest_charge'] });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(4500);
    const charge = confirmed.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', paid: true, captured: true, amount: 4500, payment_intent: created.id });
    expect((await stripe.charges.retrieve(charge.id)).id).toBe(charge.id);
  });

  it('answers a declined card with a StripeCardError carrying the intent', async () => {
    const error = await stripe.paymentIntents.create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = error as Stripe.errors.StripeCardError;
    expect(card.statusCode).toBe(402);
    expect(card.code).toBe('card_declined');
    expect(card.decline_code).toBe('generic_decline');
    expect(card.payment_intent?.status).toBe('requires_payment_method');
  });

  it('confirms a setup intent and saves the method on the customer', async () => {
    const customer = await stripe.customers.create({ email: 'jo@example.com', name: 'Jo Bloggs' });
    const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'succeeded', customer: customer.id });
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((m) => m.id)).toEqual([setup.payment_method]);
  });

  it('attaches and detaches a payment method, and finds the customer by search', async () => {
    const customer = await stripe.customers.create({ email: 'sam@example.com', name: 'Sam Doe', metadata: { wp_user_id: '7' } });
    const method = await stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } });
    await stripe.paymentMethods.attach(method.id, { customer: customer.id });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data[0]?.card?.last4).toBe('4242');
    const found = await stripe.customers.search({ query: "name:'Sam Doe' AND email:'sam@example.com'" });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);
    const detached = await stripe.paymentMethods.detach(method.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
  });

  it('refunds part then the rest of a charge, and refuses more', async () => {
    const paid = await stripe.paymentIntents.create({ amount: 2000, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true });
    const first = await stripe.refunds.create({ payment_intent: paid.id, amount: 500, reason: 'requested_by_customer' });
    expect(first).toMatchObject({ object: 'refund', amount: 500, status: 'succeeded', payment_intent: paid.id });
    await stripe.refunds.create({ charge: paid.latest_charge as string });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 2000, refunded: true });
    const again = await stripe.refunds.create({ charge: charge.id }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeInvalidRequestError).code).toBe('charge_already_refunded');
  });

  it('refuses a wrong secret key with 401 and honours Idempotency-Key', async () => {
    const url = new URL(provider.url);
    const wrong = new Stripe('sk_test_wrong', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.paymentIntents.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const first = await stripe.paymentIntents.create({ amount: 700, currency: 'gbp' }, { idempotencyKey: 'order-7' });
    const again = await stripe.paymentIntents.create({ amount: 700, currency: 'gbp' }, { idempotencyKey: 'order-7' });
    expect(again.id).toBe(first.id);
  });

  it("redeems a card token the browser made (Stripe.js's createToken) once, on confirmation", async () => {
    const token = await browserToken('4242424242424242');
    expect((await stripe.tokens.retrieve(token)).card).toMatchObject({ brand: 'Visa', last4: '4242' });
    const paid = await stripe.paymentIntents.create({ amount: 2500, currency: 'gbp', confirm: true, payment_method_data: { type: 'card', card: { token }, billing_details: { name: 'Ada Lovelace' } } as Stripe.PaymentIntentCreateParams.PaymentMethodData });
    expect(paid.status).toBe('succeeded');
    const method = await stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(method).toMatchObject({ card: { last4: '4242' }, billing_details: { name: 'Ada Lovelace' } });
    const again = await stripe.paymentIntents.create({ amount: 100, currency: 'gbp', confirm: true, payment_method_data: { type: 'card', card: { token } } as Stripe.PaymentIntentCreateParams.PaymentMethodData }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeInvalidRequestError).code).toBe('token_already_used');
  });

  it("confirms an intent with a confirmation token (Stripe.js's createConfirmationToken) and shows its preview", async () => {
    const method = await browserMethod('4242424242424242');
    const created = await browserApi<{ id: string }>('/confirmation_tokens', { payment_method: method });
    const token = await stripe.confirmationTokens.retrieve(created.id);
    expect(token).toMatchObject({ object: 'confirmation_token', payment_method_preview: { type: 'card', card: { last4: '4242' } } });
    const paid = await stripe.paymentIntents.create({ amount: 1800, currency: 'gbp', confirm: true, confirmation_token: created.id });
    expect(paid).toMatchObject({ status: 'succeeded', payment_method: method });
  });

  it('posts events to a webhook endpoint it created, signed with its secret as the stripe client verifies them; deleted, it gets none', async () => {
    const received: { body: string; signature: string }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['stripe-signature'] ?? '') });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const endpoint = await stripe.webhookEndpoints.create({ url: `http://127.0.0.1:${port}/hook`, enabled_events: ['payment_intent.succeeded'] });
      expect(endpoint.secret).toMatch(/^whsec_/);
      expect((await stripe.webhookEndpoints.list()).data.map((e) => e.id)).toContain(endpoint.id);
      const paid = await stripe.paymentIntents.create({ amount: 900, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true });
      await fetch(`${provider.url}/__provider/webhooks?idle=1`);
      const events = received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, endpoint.secret ?? ''));
      expect(events.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([['payment_intent.succeeded', paid.id]]);
      expect(() => stripe.webhooks.constructEvent(received[0]?.body ?? '', received[0]?.signature ?? '', 'whsec_wrong')).toThrow(Stripe.errors.StripeSignatureVerificationError);
      expect(await stripe.webhookEndpoints.del(endpoint.id)).toMatchObject({ id: endpoint.id, deleted: true });
      await stripe.paymentIntents.create({ amount: 900, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true });
      await fetch(`${provider.url}/__provider/webhooks?idle=1`);
      expect(received).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('updates, captures and cancels payment intents', async () => {
    const created = await stripe.paymentIntents.create({ amount: 2000, currency: 'gbp', capture_method: 'manual', metadata: { order_id: '51' } });
    // The cart changed before paying: the new amount and more metadata, the rest kept.
    const updated = await stripe.paymentIntents.update(created.id, { amount: 3000, metadata: { customer_name: 'Ada' }, description: 'Order 51' });
    expect(updated).toMatchObject({ id: created.id, amount: 3000, metadata: { order_id: '51', customer_name: 'Ada' }, description: 'Order 51', status: 'requires_payment_method' });
    const held = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 3000, amount_received: 0 });
    expect(await stripe.charges.retrieve(held.latest_charge as string)).toMatchObject({ paid: true, captured: false, amount_captured: 0 });
    const tooMuch = await stripe.paymentIntents.capture(held.id, { amount_to_capture: 3500 }).catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount_to_capture' });
    const captured = await stripe.paymentIntents.capture(held.id);
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 3000, amount_capturable: 0 });
    expect(await stripe.charges.retrieve(captured.latest_charge as string)).toMatchObject({ captured: true, amount_captured: 3000 });
    // After it succeeded: its metadata and description still change, its amount no longer does.
    const noted = await stripe.paymentIntents.update(held.id, { metadata: { refund_note: 'none' }, description: 'Order 51 (paid)' });
    expect(noted).toMatchObject({ status: 'succeeded', amount: 3000, description: 'Order 51 (paid)', metadata: { order_id: '51', customer_name: 'Ada', refund_note: 'none' } });
    const repriced = await stripe.paymentIntents.update(held.id, { amount: 100 }).catch((e: unknown) => e);
    expect(repriced).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    // A partial capture: part of what was held is taken, and only that part can be refunded.
    const partial = await stripe.paymentIntents.create({ amount: 5000, currency: 'gbp', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    const part = await stripe.paymentIntents.capture(partial.id, { amount_to_capture: 4200 });
    expect(part).toMatchObject({ status: 'succeeded', amount: 5000, amount_received: 4200, amount_capturable: 0 });
    expect(await stripe.charges.retrieve(part.latest_charge as string)).toMatchObject({ captured: true, amount_captured: 4200 });
    const overRefund = await stripe.refunds.create({ payment_intent: partial.id, amount: 4300 }).catch((e: unknown) => e);
    expect(overRefund).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    expect(await stripe.refunds.create({ payment_intent: partial.id })).toMatchObject({ amount: 4200, status: 'succeeded' });
    const open = await stripe.paymentIntents.create({ amount: 1200, currency: 'gbp' });
    expect(await stripe.paymentIntents.cancel(open.id, { cancellation_reason: 'abandoned' })).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect((await stripe.paymentIntents.retrieve(open.id)).status).toBe('canceled');
    const again = await stripe.paymentIntents.confirm(open.id, { payment_method: 'pm_card_visa' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeInvalidRequestError).statusCode).toBe(400);
  });

  it('retrieves and updates a customer, and retrieves its setup intent and payment method', async () => {
    const customer = await stripe.customers.create({ email: 'lee@example.com', name: 'Lee Park' });
    const updated = await stripe.customers.update(customer.id, { name: 'Lee Parker', metadata: { wp_user_id: '9' } });
    expect(updated).toMatchObject({ id: customer.id, name: 'Lee Parker', email: 'lee@example.com', metadata: { wp_user_id: '9' } });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ object: 'customer', name: 'Lee Parker', metadata: { wp_user_id: '9' } });
    const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_mastercard', confirm: true, usage: 'off_session' });
    expect(await stripe.setupIntents.retrieve(setup.id)).toMatchObject({ id: setup.id, status: 'succeeded', customer: customer.id });
    expect(await stripe.paymentMethods.retrieve(setup.payment_method as string)).toMatchObject({ customer: customer.id, card: { brand: 'mastercard', last4: '4444' } });
  });

  it("answers Stripe's error JSON with Stripe's status codes, reading form-encoded nested keys", async () => {
    const call = async (method: string, path: string, body?: string, auth = `Bearer ${DEMO_SECRET_KEY}`) => {
      const res = await fetch(`${provider.url}/v1${path}`, { method, headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      return { status: res.status, json: (await res.json()) as { error?: Record<string, unknown> } & Record<string, unknown> };
    };
    const nested = await call('POST', '/payment_intents', 'amount=1500&currency=gbp&metadata[order_id]=77&metadata[site]=shop&payment_method_types[0]=card&payment_method=pm_card_visa&confirm=true&expand[]=latest_charge');
    expect(nested.status).toBe(200);
    expect(nested.json).toMatchObject({ metadata: { order_id: '77', site: 'shop' }, payment_method_types: ['card'], status: 'succeeded', latest_charge: { object: 'charge', amount: 1500 } });
    // stripe-php (Stripe Payments) sends the key as Basic auth's user name.
    expect((await call('GET', `/payment_intents/${String(nested.json.id)}`, undefined, `Basic ${Buffer.from(`${DEMO_SECRET_KEY}:`).toString('base64')}`)).status).toBe(200);
    const missing = await call('GET', '/payment_intents/pi_doesnotexist');
    expect(missing).toMatchObject({ status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing' } } });
    expect(String(missing.json.error?.message)).toContain('pi_doesnotexist');
    const noAmount = await call('POST', '/payment_intents', 'currency=gbp');
    expect(noAmount).toMatchObject({ status: 400, json: { error: { type: 'invalid_request_error', param: 'amount' } } });
    const declined = await call('POST', '/payment_intents', 'amount=900&currency=gbp&payment_method=pm_card_chargeDeclined&confirm=true');
    expect(declined).toMatchObject({ status: 402, json: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } });
    expect(await call('GET', '/account', undefined, '')).toMatchObject({ status: 401, json: { error: { type: 'authentication_error' } } });
    expect(await call('GET', '/account', undefined, `Bearer ${DEMO_PUBLISHABLE_KEY}`)).toMatchObject({ status: 401, json: { error: { type: 'authentication_error' } } });
  });

  it('registers a payment method domain once', async () => {
    const first = await stripe.paymentMethodDomains.create({ domain_name: 'shop.example' });
    expect(first).toMatchObject({ object: 'payment_method_domain', domain_name: 'shop.example', enabled: true, apple_pay: { status: 'active' } });
    expect((await stripe.paymentMethodDomains.create({ domain_name: 'shop.example' })).id).toBe(first.id);
  });
});

describe('webhook events to the endpoint the provider is started with (the store\'s, as the real-store suite starts it)', () => {
  it('signs payment_intent.succeeded, payment_intent.payment_failed and charge.refunded with the configured secret', async () => {
    const received: { body: string; signature: string; url: string }[] = [];
    const store = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['stripe-signature'] ?? ''), url: req.url ?? '' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    const address = store.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const configured = await startProvider({ port: 0, webhook: { url: `http://127.0.0.1:${port}/?wc-api=wc_stripe`, secret: 'whsec_configured' } });
    try {
      const url = new URL(configured.url);
      const client = new Stripe(DEMO_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
      const paid = await client.paymentIntents.create({ amount: 4500, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true });
      await client.paymentIntents.create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true }).catch(() => undefined);
      const declined = (await client.paymentIntents.list({ limit: 1 })).data[0];
      await client.refunds.create({ payment_intent: paid.id, amount: 1000 });
      await fetch(`${configured.url}/__provider/webhooks?idle=1`);
      expect(new Set(received.map((r) => r.url))).toEqual(new Set(['/?wc-api=wc_stripe']));
      // constructEvent throws unless the Stripe-Signature header was made with this secret over this body.
      const events = received.map((r) => client.webhooks.constructEvent(r.body, r.signature, 'whsec_configured'));
      const eventOf = (type: string) => events.find((e) => e.type === type)?.data.object as { id: string; status?: string; amount_refunded?: number; last_payment_error?: { code?: string } | null } | undefined;
      expect(eventOf('payment_intent.succeeded')).toMatchObject({ id: paid.id, status: 'succeeded' });
      expect(eventOf('payment_intent.payment_failed')).toMatchObject({ id: declined?.id, status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
      expect(eventOf('charge.refunded')).toMatchObject({ id: paid.latest_charge, amount_refunded: 1000 });
      expect(() => client.webhooks.constructEvent(received[0]?.body ?? '', received[0]?.signature ?? '', 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    } finally {
      await configured.close();
      store.close();
    }
  });
});

/** The browser's side (publishable key): what Stripe.js's frames and createToken send to the provider. */
async function browserApi<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${provider.url}${API_BASE}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${DEMO_PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

async function browserMethod(number: string): Promise<string> {
  const method = await browserApi<{ id: string }>('/payment_methods', { type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' } });
  return method.id;
}

async function browserToken(number: string): Promise<string> {
  return (await browserApi<{ id: string }>('/tokens', { payment_method: await browserMethod(number) })).id;
}
