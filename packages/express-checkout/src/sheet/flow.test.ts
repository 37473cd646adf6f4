import { describe, expect, it } from 'vitest';
import type { CartSnapshot } from './cart-snapshot.ts';
import { flowStep, initialFlow, noShippingText, selectOptionsText, type FlowEffect, type FlowEvent, type FlowState, type Offer } from './flow.ts';

const PENDING = { id: 'pending', displayName: 'Pending', amount: 0 };
const BEANIE: Offer = {
  amounts: { amount: 1800, lineItems: [{ name: 'Beanie', amount: 1800 }] },
  shippingRequired: true,
  shippingRates: [PENDING],
  product: { productId: 15, quantity: 1, attributes: {}, variable: false, extra: {} },
};
const SNAPSHOT: CartSnapshot = { items: [{ key: 'a1', id: 20, quantity: 2, variation: [] }], coupons: ['FIVER'], billing: { country: 'GB' }, shipping: { country: 'GB' }, rates: [{ packageId: 0, rateId: 'flat_rate:1' }] };
const LONDON = { city: 'London', state: '', postal_code: 'SW1A', country: 'GB' };
const CONTACT = { billingDetails: { name: 'Jo Bloggs', email: 'jo@example.com' } };

/** Runs events in order; returns the state and every effect, in order. */
function run(state: FlowState, ...events: FlowEvent[]): { state: FlowState; effects: FlowEffect[] } {
  const effects: FlowEffect[] = [];
  for (const event of events) {
    const step = flowStep(state, event);
    state = step.state;
    effects.push(...(step.effects ?? []));
  }
  return { state, effects };
}

const types = (effects: readonly FlowEffect[]): string[] => effects.map((e) => e.type);
const product = (): FlowState => run(initialFlow('product', { phoneRequired: true, allowedCountries: ['GB', 'IE'], login: null }), { type: 'offer', offer: BEANIE }).state;
const cartPage = (): FlowState => run(initialFlow('cart', { phoneRequired: false, allowedCountries: null, login: null }), { type: 'offer', offer: { ...BEANIE, product: undefined } }).state;

describe('the wallet sheet flow', () => {
  it('opens the sheet first, inside the click, then saves the cart: no request comes before it', () => {
    const { state, effects } = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' });
    expect(effects[0]).toEqual({
      type: 'resolve-click', ticket: 1,
      details: { lineItems: [{ name: 'Beanie', amount: 1800 }], emailRequired: true, phoneNumberRequired: true, shippingAddressRequired: true, shippingRates: [PENDING], allowedShippingCountries: ['GB', 'IE'] },
    });
    expect(types(effects)).toEqual(['resolve-click', 'save-cart']);
    expect(state.sheet).toMatchObject({ id: 1, stage: 'open', cart: 'saving' });
  });

  it('refuses a click with nothing to buy (no variation chosen), saying why, and a second sheet while one is open', () => {
    const none = run(initialFlow('product', { phoneRequired: false, allowedCountries: null, login: null }), { type: 'clicked', ticket: 1, walletType: 'google_pay' });
    expect(none.effects).toEqual([{ type: 'reject-click', ticket: 1 }, { type: 'notice', kind: 'error', message: selectOptionsText() }]);
    const open = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'clicked', ticket: 2, walletType: 'google_pay' });
    expect(open.effects.at(-1)).toEqual({ type: 'reject-click', ticket: 2 });
  });

  it('asks guests who must log in to log in first, naming the wallet', () => {
    const flow = initialFlow('cart', { phoneRequired: false, allowedCountries: null, login: { message: 'To complete your transaction with **the selected payment method**, you must log in or create an account with our site.', url: '/my-account/' } });
    const { effects } = run(flow, { type: 'offer', offer: BEANIE }, { type: 'clicked', ticket: 1, walletType: 'apple_pay' });
    expect(effects.slice(1)).toEqual([
      { type: 'reject-click', ticket: 1 },
      { type: 'notice', kind: 'info', message: 'To complete your transaction with Apple Pay, you must log in or create an account with our site.', link: { text: 'Log in', url: '/my-account/' } },
    ]);
  });

  it('holds the address the wallet reports until the temporary cart holds the product, then asks for its shipping options', () => {
    const start = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'address', ticket: 2, address: LONDON });
    expect(types(start.effects)).toEqual(['resolve-click', 'save-cart']);
    const saved = run(start.state, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT });
    expect(saved.effects).toEqual([{ type: 'prepare-cart', sheet: 1, product: BEANIE.product }]);
    const ready = run(saved.state, { type: 'cart-ready', sheet: 1 });
    expect(ready.effects).toEqual([{ type: 'ask-shipping', ticket: 2, address: LONDON }]);
  });

  it('answers the sheet with the shop\'s total (shipping in it), its lines and at most nine rates', () => {
    const rates = Array.from({ length: 12 }, (_, i) => ({ id: `rate:${i}`, displayName: `Rate ${i}`, amount: i * 100 }));
    const { effects } = run(cartPage(), { type: 'shipping-answer', ticket: 4, answer: { kind: 'options', rates, amounts: { amount: 2300, lineItems: [{ name: 'Subtotal', amount: 1800 }, { name: 'Shipping', amount: 500 }] } } });
    expect(effects).toEqual([{ type: 'resolve-change', ticket: 4, amount: 2300, lineItems: [{ name: 'Subtotal', amount: 1800 }, { name: 'Shipping', amount: 500 }], shippingRates: rates.slice(0, 9) }]);
  });

  it('rejects an address no zone ships to, with the no-shipping notice', () => {
    expect(run(cartPage(), { type: 'shipping-answer', ticket: 4, answer: { kind: 'no-shipping' } }).effects).toEqual([
      { type: 'reject-change', ticket: 4 }, { type: 'notice', kind: 'error', message: noShippingText() },
    ]);
  });

  it('does not blame the address when the shop could not be reached: Pay fails in the sheet with the reason', () => {
    const TIMEOUT = 'A timeout occurred while connecting to the server. Please try again.';
    const open = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }).state;
    const { state, effects } = run(open, { type: 'shipping-answer', ticket: 5, answer: { kind: 'failed', message: TIMEOUT } });
    expect(effects).toEqual([{ type: 'resolve-change', ticket: 5, amount: 1800, lineItems: [{ name: 'Beanie', amount: 1800 }] }]);
    expect(run(state, { type: 'confirm', ticket: 6, contact: CONTACT, walletType: 'google_pay', newKey: 'key-6' }).effects).toEqual([
      { type: 'fail-payment', ticket: 6, message: TIMEOUT }, { type: 'notice', kind: 'error', message: TIMEOUT },
    ]);
  });

  it('chooses a rate through the shop, but answers the placeholder rate at once', () => {
    const open = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }).state;
    expect(run(open, { type: 'rate', ticket: 2, rateId: 'local_pickup:3' }).effects).toEqual([{ type: 'choose-rate', ticket: 2, rateId: 'local_pickup:3' }]);
    expect(run(open, { type: 'rate', ticket: 3, rateId: 'pending' }).effects).toEqual([{ type: 'resolve-change', ticket: 3, amount: 1800, lineItems: [{ name: 'Beanie', amount: 1800 }] }]);
  });

  it('pays once the cart is ready, then finishes on the order page with the shopper\'s own cart back', () => {
    const { state, effects } = run(product(),
      { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'confirm', ticket: 9, contact: CONTACT, walletType: 'google_pay', newKey: 'key-9' },
      { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }, { type: 'cart-ready', sheet: 1 });
    expect(types(effects)).toEqual(['resolve-click', 'save-cart', 'prepare-cart', 'pay', 'start-slow-timer']);
    expect(state.sheet?.stage).toBe('paying');
    const paid = run(state, { type: 'paid', sheet: 1, redirect: '/shop/checkout/order-received/7/?key=k' });
    expect(paid.effects).toEqual([{ type: 'finish', redirect: '/shop/checkout/order-received/7/?key=k', restore: SNAPSHOT }]);
    // a cancel the wallet sends after Pay changes nothing
    expect(run(paid.state, { type: 'cancel' }).effects).toEqual([]);
  });

  it('does not restore anything after the cart page\'s order: the cart became the order', () => {
    const { effects } = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT },
      { type: 'confirm', ticket: 2, contact: CONTACT, walletType: 'google_pay', newKey: 'key-2' }, { type: 'paid', sheet: 1, redirect: '/done' });
    expect(effects.at(-1)).toEqual({ type: 'finish', redirect: '/done', restore: null });
  });

  it('puts the shopper\'s cart back on cancel: the whole cart on a product page, the address and rate elsewhere once changed', () => {
    const productCancel = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }, { type: 'cancel' });
    expect(productCancel.effects.at(-1)).toEqual({ type: 'restore', snapshot: SNAPSHOT, temporaryCart: true });
    const untouched = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }, { type: 'cancel' });
    expect(types(untouched.effects)).not.toContain('restore');
    const touched = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }, { type: 'address', ticket: 2, address: LONDON }, { type: 'cancel' });
    expect(touched.effects.at(-1)).toEqual({ type: 'restore', snapshot: SNAPSHOT, temporaryCart: false });
    // cancelled before the cart was even read: nothing changed, nothing to put back
    expect(types(run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cancel' }).effects)).toEqual(['resolve-click', 'save-cart']);
  });

  it('answers what was held when the sheet is cancelled, and ignores the late answers of a cancelled sheet', () => {
    const { state, effects } = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'address', ticket: 2, address: LONDON }, { type: 'cancel' });
    expect(effects.slice(2)).toEqual([{ type: 'reject-change', ticket: 2 }]);
    expect(run(state, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }).effects).toEqual([]);
  });

  it('fails the payment in the sheet and on the page, and puts the cart back', () => {
    const paying = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT }, { type: 'cart-ready', sheet: 1 },
      { type: 'confirm', ticket: 2, contact: CONTACT, walletType: 'google_pay', newKey: 'key-2' }).state;
    const { state, effects } = run(paying, { type: 'pay-failed', sheet: 1, ticket: 2, message: 'The card was declined.', orderAnswered: true });
    expect(effects).toEqual([
      { type: 'still-placing', shown: false },
      { type: 'fail-payment', ticket: 2, message: 'The card was declined.' },
      { type: 'notice', kind: 'error', message: 'The card was declined.' },
      { type: 'restore', snapshot: SNAPSHOT, temporaryCart: true },
    ]);
    expect(state.sheet?.stage).toBe('over');
  });

  it('fails a payment whose temporary cart could not be made, with the shop\'s reason', () => {
    const { effects } = run(product(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT },
      { type: 'cart-failed', sheet: 1, message: 'Sorry, this product cannot be purchased.' }, { type: 'confirm', ticket: 2, contact: CONTACT, walletType: 'google_pay', newKey: 'key-2' });
    expect(effects.slice(-2)).toEqual([
      { type: 'fail-payment', ticket: 2, message: 'Sorry, this product cannot be purchased.' },
      { type: 'notice', kind: 'error', message: 'Sorry, this product cannot be purchased.' },
    ]);
  });

  it('pays an order from order-pay without touching the cart', () => {
    const flow = run(initialFlow('order-pay', { phoneRequired: false, allowedCountries: null, login: null }), { type: 'offer', offer: { ...BEANIE, shippingRequired: false, product: undefined } }).state;
    const { effects } = run(flow, { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'confirm', ticket: 2, contact: CONTACT, walletType: 'google_pay', newKey: 'key-2' });
    expect(types(effects)).toEqual(['resolve-click', 'pay', 'start-slow-timer']);
    expect((effects[0] as { details: { shippingAddressRequired: boolean; shippingRates?: unknown } }).details).toMatchObject({ shippingAddressRequired: false });
  });

  it('sends the attempt\'s idempotency key with the order; a payment left unanswered keeps it for the next, an answer ends it', () => {
    const pay = (state: FlowState, ticket: number): { state: FlowState; effects: FlowEffect[] } =>
      run(state, { type: 'clicked', ticket, walletType: 'google_pay' }, { type: 'cart-saved', sheet: state.nextSheet, snapshot: SNAPSHOT },
        { type: 'confirm', ticket: ticket + 1, contact: CONTACT, walletType: 'google_pay', newKey: `key-${ticket}` });
    const keyOf = (effects: readonly FlowEffect[]): string | undefined => effects.flatMap((e) => (e.type === 'pay' ? [e.idempotencyKey] : []))[0];
    const first = pay(cartPage(), 1);
    expect(keyOf(first.effects)).toBe('key-1');
    // the answer was lost (or a page came for it): the order may have been made
    const lost = run(first.state, { type: 'pay-failed', sheet: 1, ticket: 2, message: 'An error occurred while connecting to the server. Please try again.', orderAnswered: false });
    expect(lost.state.orderKey).toBe('key-1');
    const retry = pay(lost.state, 3);
    expect(keyOf(retry.effects)).toBe('key-1');
    // the shop answered (a refusal): the next payment is a new attempt
    const refused = run(retry.state, { type: 'pay-failed', sheet: 2, ticket: 4, message: 'The card was declined.', orderAnswered: true });
    expect(keyOf(pay(refused.state, 5).effects)).toBe('key-5');
    expect(run(pay(refused.state, 5).state, { type: 'paid', sheet: 3, redirect: '/done' }).state.orderKey).toBeNull();
  });

  it('tells the shopper the order is still being placed when its answer is late, only while it is on its way, and opens no second sheet', () => {
    const paying = run(cartPage(), { type: 'clicked', ticket: 1, walletType: 'google_pay' }, { type: 'cart-saved', sheet: 1, snapshot: SNAPSHOT },
      { type: 'confirm', ticket: 2, contact: CONTACT, walletType: 'google_pay', newKey: 'key-2' });
    expect(paying.effects.at(-1)).toEqual({ type: 'start-slow-timer', sheet: 1, delayMs: 10_000 });
    expect(run(paying.state, { type: 'order-slow', sheet: 1 }).effects).toEqual([{ type: 'still-placing', shown: true }]);
    expect(run(paying.state, { type: 'clicked', ticket: 3, walletType: 'google_pay' }).effects).toEqual([{ type: 'reject-click', ticket: 3 }]);
    const failed = run(paying.state, { type: 'pay-failed', sheet: 1, ticket: 2, message: 'x', orderAnswered: false });
    expect(failed.effects[0]).toEqual({ type: 'still-placing', shown: false });
    // a late timer of an ended payment shows nothing
    expect(run(failed.state, { type: 'order-slow', sheet: 1 }).effects).toEqual([]);
  });
});
