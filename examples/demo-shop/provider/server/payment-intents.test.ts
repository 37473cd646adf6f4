// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIntentsService } from './index.ts';
import { providerTestDb } from './test-db.ts';

const nextYear = new Date().getUTCFullYear() + 1;

function setup() {
  const db = providerTestDb();
  const stripe = createIntentsService(db);
  const card = (number: string) => {
    const pm = stripe.createPaymentMethod({ type: 'card', card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' } });
    if (!pm.ok) throw new Error(pm.error.message);
    return pm.value.id;
  };
  const charges = (id: string) => stripe.listCharges(id);
  return { db, stripe, card, charges };
}

describe('payment intents', () => {
  it('creates an intent awaiting a payment method, with Stripe ids and a client secret', () => {
    const { stripe } = setup();
    const pi = stripe.createPaymentIntent({ amount: 1250, currency: 'GBP', metadata: { order_id: '7' } });
    expect(pi.ok).toBe(true);
    if (!pi.ok) return;
    expect(pi.value.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(pi.value.client_secret).toMatch(new RegExp(`^${pi.value.id}_secret_[A-Za-z0-9]+$`));
    expect(pi.value).toMatchObject({ object: 'payment_intent', amount: 1250, currency: 'gbp', status: 'requires_payment_method', metadata: { order_id: '7' }, livemode: false });
  });

  it('refuses amounts above 99,999,999 minor units, as Stripe does', () => {
    const { stripe } = setup();
    expect(stripe.createPaymentIntent({ amount: 99_999_999, currency: 'gbp' }).ok).toBe(true);
    expect(stripe.createPaymentIntent({ amount: 100_000_000, currency: 'gbp' })).toMatchObject({
      ok: false,
      error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Amount must be no more than £999,999.99', param: 'amount' },
    });
    expect(stripe.createPaymentIntent({ amount: 1e23, currency: 'jpy' })).toMatchObject({ ok: false, error: { message: 'Amount must be no more than JP¥99,999,999' } });
  });

  it('goes requires_confirmation → succeeded with 4242 and records one successful charge', () => {
    const { stripe, card, charges } = setup();
    const pi = stripe.createPaymentIntent({ amount: 500, currency: 'gbp', paymentMethod: card('4242424242424242') });
    expect(pi.ok && pi.value.status).toBe('requires_confirmation');
    if (!pi.ok) return;
    const confirmed = stripe.confirmPaymentIntent(pi.value.id);
    expect(confirmed.ok && confirmed.value).toMatchObject({ status: 'succeeded', amount_received: 500, next_action: null });
    expect(charges(pi.value.id).map((c) => c.status)).toEqual(['succeeded']);
    expect(stripe.retrievePaymentIntent(pi.value.id)).toMatchObject({ ok: true, value: { status: 'succeeded' } });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000119', 'processing_error', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('%s fails with %s / %s', (number, code, declineCode, message) => {
    const { stripe, card, charges } = setup();
    const pm = card(number);
    const result = stripe.createPaymentIntent({ amount: 900, currency: 'gbp', paymentMethod: pm, confirm: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
    const intent = result.error.payment_intent;
    expect(intent).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_payment_error: { code, decline_code: declineCode, message, payment_method: { id: pm } } });
    expect(charges(intent?.id ?? '').map((c) => [c.status, c.failure_code])).toEqual([['failed', code]]);
  });

  it('asks for 3D Secure with 4000002500003155, then succeeds when authentication is completed', () => {
    const { stripe, card, charges } = setup();
    const created = stripe.createPaymentIntent({ amount: 700, currency: 'eur', paymentMethod: card('4000002500003155'), confirm: true });
    expect(created.ok && created.value.status).toBe('requires_action');
    if (!created.ok) return;
    expect(created.value.next_action?.type).toBe('use_stripe_sdk');
    expect(charges(created.value.id)).toEqual([]);
    const done = stripe.completeAction(created.value.id, created.value.client_secret ?? '', 'complete');
    expect(done.ok && done.value.status).toBe('succeeded');
    expect(charges(created.value.id)).toHaveLength(1);
  });

  it('fails authentication with payment_intent_authentication_failure and can be retried with another card', () => {
    const { stripe, card } = setup();
    const created = stripe.createPaymentIntent({ amount: 700, currency: 'eur', paymentMethod: card('4000002500003155'), confirm: true });
    if (!created.ok) throw new Error('expected requires_action');
    const failed = stripe.completeAction(created.value.id, created.value.client_secret ?? '', 'fail');
    expect(failed.ok && failed.value).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    const retried = stripe.confirmPaymentIntent(created.value.id, { paymentMethod: card('4242424242424242') });
    expect(retried.ok && retried.value).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('refuses an action outcome with the wrong client secret', () => {
    const { stripe, card } = setup();
    const created = stripe.createPaymentIntent({ amount: 700, currency: 'eur', paymentMethod: card('4000002500003155'), confirm: true });
    if (!created.ok) throw new Error('expected requires_action');
    expect(stripe.completeAction(created.value.id, 'pi_x_secret_y', 'complete')).toMatchObject({ ok: false, error: { code: 'resource_missing' } });
    expect(stripe.retrievePaymentIntent(created.value.id)).toMatchObject({ ok: true, value: { status: 'requires_action' } });
  });

  it('sends redirect methods to the authorise page with the return URL, and requires one', () => {
    const { stripe } = setup();
    const pi = stripe.createPaymentIntent({ amount: 1000, currency: 'eur', paymentMethodTypes: ['card', 'ideal'] });
    if (!pi.ok) throw new Error('create failed');
    const noReturn = stripe.confirmPaymentIntent(pi.value.id, { paymentMethodData: { type: 'ideal', ideal: { bank: 'ing' } } });
    expect(noReturn).toMatchObject({ ok: false, error: { code: 'parameter_missing', param: 'return_url' } });
    const confirmed = stripe.confirmPaymentIntent(pi.value.id, { paymentMethodData: { type: 'ideal', ideal: { bank: 'ing' } }, returnUrl: 'http://shop.test/thanks/' });
    expect(confirmed.ok && confirmed.value.status).toBe('requires_action');
    if (!confirmed.ok) return;
    const redirect = confirmed.value.next_action?.redirect_to_url;
    expect(redirect?.return_url).toBe('http://shop.test/thanks/');
    expect(redirect?.url).toContain(`/shop/demo/stripe/authorize/?intent=${pi.value.id}`);
  });

  it('shows voucher details for boleto, multibanco and oxxo and a QR code for wallets', () => {
    const { stripe } = setup();
    const types = { boleto: 'boleto_display_details', multibanco: 'multibanco_display_details', oxxo: 'oxxo_display_details', wechat_pay: 'wechat_pay_display_qr_code', cashapp: 'cashapp_handle_redirect_or_display_qr_code' } as const;
    for (const [type, action] of Object.entries(types)) {
      const data = type === 'boleto' ? { type, boleto: { tax_id: '00000000000' } } : { type };
      const pi = stripe.createPaymentIntent({ amount: 3000, currency: 'brl', paymentMethodTypes: [type] });
      if (!pi.ok) throw new Error('create failed');
      const confirmed = stripe.confirmPaymentIntent(pi.value.id, { paymentMethodData: data });
      expect(confirmed.ok && confirmed.value.next_action?.type).toBe(action);
    }
  });

  it('keeps sepa_debit processing and manual-capture cards in requires_capture until captured', () => {
    const { stripe, card } = setup();
    const sepa = stripe.createPaymentIntent({ amount: 100, currency: 'eur', paymentMethodTypes: ['sepa_debit'] });
    if (!sepa.ok) throw new Error('create failed');
    const debited = stripe.confirmPaymentIntent(sepa.value.id, { paymentMethodData: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } } });
    expect(debited.ok && debited.value.status).toBe('processing');
    const manual = stripe.createPaymentIntent({ amount: 100, currency: 'gbp', paymentMethod: card('4242424242424242'), confirm: true, captureMethod: 'manual' });
    expect(manual.ok && manual.value.status).toBe('requires_capture');
    if (!manual.ok) return;
    expect(stripe.capturePaymentIntent(manual.value.id)).toMatchObject({ ok: true, value: { status: 'succeeded', amount_received: 100 } });
  });

  it('refuses a payment method type the intent does not allow', () => {
    const { stripe } = setup();
    const pi = stripe.createPaymentIntent({ amount: 100, currency: 'eur' });
    if (!pi.ok) throw new Error('create failed');
    expect(stripe.confirmPaymentIntent(pi.value.id, { paymentMethodData: { type: 'ideal' }, returnUrl: 'http://x.test/' })).toMatchObject({
      ok: false, error: { code: 'payment_intent_incompatible_payment_method' },
    });
  });

  it('cancels an open intent but never a succeeded one', () => {
    const { stripe, card } = setup();
    const open = stripe.createPaymentIntent({ amount: 100, currency: 'gbp' });
    if (!open.ok) throw new Error('create failed');
    expect(stripe.cancelPaymentIntent(open.value.id)).toMatchObject({ ok: true, value: { status: 'canceled', cancellation_reason: 'requested_by_customer' } });
    const paid = stripe.createPaymentIntent({ amount: 100, currency: 'gbp', paymentMethod: card('4242424242424242'), confirm: true });
    if (!paid.ok) throw new Error('create failed');
    expect(stripe.cancelPaymentIntent(paid.value.id)).toMatchObject({ ok: false, error: { code: 'payment_intent_unexpected_state' } });
  });
});

describe('idempotency', () => {
  it('returns the same intent for the same key and never creates a second one', () => {
    const { stripe, db } = setup();
    const first = stripe.createPaymentIntent({ amount: 1000, currency: 'gbp', idempotencyKey: 'order-42' });
    const again = stripe.createPaymentIntent({ amount: 1000, currency: 'gbp', idempotencyKey: 'order-42' });
    expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM stripe_payment_intents').get()).toEqual({ n: 1 });
  });

  it('refuses the same key with different parameters', () => {
    const { stripe } = setup();
    stripe.createPaymentIntent({ amount: 1000, currency: 'gbp', idempotencyKey: 'k1' });
    expect(stripe.createPaymentIntent({ amount: 2000, currency: 'gbp', idempotencyKey: 'k1' })).toMatchObject({
      ok: false, error: { type: 'idempotency_error', code: 'idempotency_key_in_use' },
    });
  });

  it('charges once when a confirmation is retried with the same key', () => {
    const { stripe, card, charges } = setup();
    const pm = card('4242424242424242');
    const pi = stripe.createPaymentIntent({ amount: 1000, currency: 'gbp' });
    if (!pi.ok) throw new Error('create failed');
    const first = stripe.confirmPaymentIntent(pi.value.id, { paymentMethod: pm, idempotencyKey: 'confirm-1' });
    const retry = stripe.confirmPaymentIntent(pi.value.id, { paymentMethod: pm, idempotencyKey: 'confirm-1' });
    expect(first).toEqual(retry);
    expect(charges(pi.value.id)).toHaveLength(1);
    expect(stripe.confirmPaymentIntent(pi.value.id, { paymentMethod: pm })).toMatchObject({ ok: false, error: { code: 'payment_intent_unexpected_state' } });
    expect(charges(pi.value.id)).toHaveLength(1);
  });

  it('confirms and creates in one call once per key', () => {
    const { stripe, card, db } = setup();
    const pm = card('4242424242424242');
    stripe.createPaymentIntent({ amount: 1000, currency: 'gbp', paymentMethod: pm, confirm: true, idempotencyKey: 'buy-1' });
    stripe.createPaymentIntent({ amount: 1000, currency: 'gbp', paymentMethod: pm, confirm: true, idempotencyKey: 'buy-1' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM stripe_charges').get()).toEqual({ n: 1 });
  });
});

describe('payment methods', () => {
  it('stores card brand, last4 and expiry, never the number or CVC', () => {
    const { stripe, db } = setup();
    const pm = stripe.createPaymentMethod({ type: 'card', card: { number: '4242 4242 4242 4242', exp_month: 4, exp_year: nextYear, cvc: '314' }, billing_details: { name: 'Jo Bloggs' } });
    expect(pm.ok && pm.value).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: nextYear }, billing_details: { name: 'Jo Bloggs', email: null } });
    const stored = JSON.stringify(db.prepare('SELECT * FROM stripe_payment_methods').all());
    expect(stored).not.toContain('4242424242424242');
    // As a value of its own: random ids and timestamps may contain the digits 314.
    expect(stored).not.toMatch(/(^|[^A-Za-z0-9])314([^A-Za-z0-9]|$)/);
  });

  it.each([
    [{ number: '4242424242424241', exp_month: 1, exp_year: nextYear, cvc: '123' }, 'incorrect_number'],
    [{ number: '4242424242424242', exp_month: 13, exp_year: nextYear, cvc: '123' }, 'invalid_expiry_month'],
    [{ number: '4242424242424242', exp_month: 1, exp_year: 2001, cvc: '123' }, 'invalid_expiry_year'],
    [{ number: '4242424242424242', exp_month: 1, exp_year: nextYear, cvc: '1' }, 'invalid_cvc'],
  ])('rejects %o with %s', (card, code) => {
    const { stripe } = setup();
    expect(stripe.createPaymentMethod({ type: 'card', card })).toMatchObject({ ok: false, error: { type: 'card_error', code } });
  });
});
