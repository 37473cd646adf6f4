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

  it('registers a payment method domain once', async () => {
    const first = await stripe.paymentMethodDomains.create({ domain_name: 'shop.example' });
    expect(first).toMatchObject({ object: 'payment_method_domain', domain_name: 'shop.example', enabled: true, apple_pay: { status: 'active' } });
    expect((await stripe.paymentMethodDomains.create({ domain_name: 'shop.example' })).id).toBe(first.id);
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
