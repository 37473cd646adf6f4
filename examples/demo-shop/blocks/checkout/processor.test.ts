/**
 * The block checkout model's life cycle (processor.ts) against a real demo shop's Store API: the stores, the
 * registry and the events as the page has them, a payment method's observers as plugins write them, and
 * WooCommerce Blocks 10.9.1's semantics for what each answer does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../app.ts';
import { newShopper, productId } from '../../testing/shopper.ts';
import { CART_STORE_KEY, createCartStore } from '../data/cart-store.ts';
import { CHECKOUT_STORE_KEY, createCheckoutStore } from '../data/checkout-store.ts';
import { createNoticesStore, NOTICES_STORE_KEY, NOTICE_CONTEXTS } from '../data/notices-store.ts';
import { createPaymentStore, PAYMENT_STORE_KEY } from '../data/payment-store.ts';
import { createDataRegistry } from '../data/registry.ts';
import { createStoreApiClient } from '../data/store-api.ts';
import { createValidationStore, VALIDATION_STORE_KEY } from '../data/validation-store.ts';
import { createCheckoutEvents } from '../events/checkout-events.ts';
import { createBlocksRegistry } from '../registry/registry.ts';
import { CHECKOUT_BLOCK_EVENTS, pageCheckoutModel, type CheckoutModel } from './model.ts';
import { startCheckoutProcessor, type CheckoutProcessor } from './processor.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const ADA = { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Row', city: 'London', postcode: 'SW1A 1AA', country: 'GB', phone: '020 7946 0000' };

interface Checkout {
  model: CheckoutModel;
  processor: CheckoutProcessor;
  navigated: string[];
  orders(): { id: number; payment_method: string }[];
}

const running: CheckoutProcessor[] = [];
afterEach(() => running.splice(0).forEach((p) => p.dispose()));

/** A shopper with a beanie and Ada's address, on a block checkout whose Store API is the demo's (real HTTP, the session cookie). */
async function blockCheckout(): Promise<Checkout> {
  const shopper = await newShopper(shop);
  await shopper.add(productId(shop, 'beanie'));
  const cart = await shopper.store('GET', 'cart');
  const firstNonce = String((await shopper.get('/shop/wp-json/wc/store/v1/cart')).headers.nonce);
  const api = createStoreApiClient({
    root: '/shop/wp-json/wc/store/v1',
    nonce: firstNonce,
    fetch: async (url, init = {}) => {
      const res = await shop.app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: String(url),
        headers: { ...(init.headers as Record<string, string>), cookie: shopper.cookie() },
        ...(init.body ? { payload: String(init.body) } : {}),
      });
      return new Response(res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
    },
  });
  const data = createDataRegistry();
  const notices = createNoticesStore();
  data.register(NOTICES_STORE_KEY, notices);
  data.register(CHECKOUT_STORE_KEY, createCheckoutStore());
  data.register(PAYMENT_STORE_KEY, createPaymentStore(notices.actions));
  data.register(CART_STORE_KEY, createCartStore(api, cart.json));
  data.register(VALIDATION_STORE_KEY, createValidationStore());
  const registry = createBlocksRegistry();
  for (const name of ['cod', 'paypal']) registry.registerPaymentMethod({ name, label: name, ariaLabel: name, content: null, edit: null, canMakePayment: () => true });
  const navigated: string[] = [];
  const model = pageCheckoutModel({
    data,
    blocksData: {
      CHECKOUT_STORE_KEY, PAYMENT_STORE_KEY, CART_STORE_KEY, VALIDATION_STORE_KEY,
      checkoutStore: { name: CHECKOUT_STORE_KEY }, paymentStore: { name: PAYMENT_STORE_KEY }, cartStore: { name: CART_STORE_KEY }, validationStore: { name: VALIDATION_STORE_KEY },
      storeApi: api,
    },
    checkoutEvents: createCheckoutEvents(),
    registry,
    navigate: (url) => void navigated.push(url),
  });
  model.cart.dispatch.setBillingAddress({ ...ADA, email: 'ada@example.com' });
  model.cart.dispatch.setShippingAddress(ADA);
  model.payment.dispatch.__internalSetActivePaymentMethod('cod');
  const processor = startCheckoutProcessor(model);
  running.push(processor);
  const before = (shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  return {
    model,
    processor,
    navigated,
    orders: () => shop.db.prepare('SELECT id, payment_method FROM orders WHERE id > ? ORDER BY id').all(before) as { id: number; payment_method: string }[],
  };
}

const onPaymentSetup = (model: CheckoutModel, observer: () => unknown, priority?: number): (() => void) =>
  model.blockEvents.subscribe(observer, priority, CHECKOUT_BLOCK_EVENTS.PAYMENT_SETUP);

/** The checkout came to rest: idle again, or complete. */
const settled = async (model: CheckoutModel): Promise<void> =>
  vi.waitFor(() => expect(['idle', 'complete']).toContain(model.checkout.select.getCheckoutStatus()));

describe('placing an order', () => {
  it('runs payment setup observers by priority, posts the last success\'s paymentMethodData, and hands onCheckoutSuccess the payment details before redirecting', async () => {
    const { model, processor, navigated, orders } = await blockCheckout();
    const calls: string[] = [];
    onPaymentSetup(model, () => (calls.push('late'), { type: 'success', meta: { paymentMethodData: { token: 'late' } } }), 20);
    onPaymentSetup(model, () => (calls.push('early'), { type: 'success', meta: { paymentMethodData: { token: 'early', extra: '1' } } }), 5);
    onPaymentSetup(model, () => (calls.push('default'), true));
    const success: unknown[] = [];
    model.checkoutEvents.checkoutEvents.onCheckoutSuccess((data) => void success.push(data));

    processor.submit();
    await vi.waitFor(() => expect(navigated).toHaveLength(1));

    expect(calls).toEqual(['early', 'default', 'late']);
    const [order] = orders();
    expect(order?.payment_method).toBe('cod');
    const row = shop.db.prepare('SELECT order_key FROM orders WHERE id = ?').get(order!.id) as { order_key: string };
    const redirect = `/shop/checkout/order-received/${order!.id}/?key=${row.order_key}`;
    expect(navigated).toEqual([redirect]);
    expect(success).toEqual([
      {
        redirectUrl: redirect,
        orderId: 0,
        customerId: 0,
        orderNotes: '',
        processingResponse: { message: '', paymentStatus: 'success', redirectUrl: redirect, paymentDetails: { result: 'success', redirect } },
      },
    ]);
    expect(model.payment.select.getPaymentMethodData()).toEqual({ token: 'late' });
    expect(model.checkout.select.getCheckoutStatus()).toBe('complete');
  });

  it('shows a payment setup error in the payments area, stops at it, sends nothing, and lets the shopper try again', async () => {
    const { model, processor, navigated, orders } = await blockCheckout();
    let refuse = true;
    const after = vi.fn();
    onPaymentSetup(model, () => (refuse ? { type: 'error', message: 'Your card was declined.' } : { type: 'success' }));
    onPaymentSetup(model, after, 30);

    processor.submit();
    await vi.waitFor(() => expect(model.notices.select.getNotices(NOTICE_CONTEXTS.PAYMENTS)).toHaveLength(1));
    await settled(model);
    expect(model.notices.select.getNotices(NOTICE_CONTEXTS.PAYMENTS)[0]).toMatchObject({ id: 'wc-payment-error', content: 'Your card was declined.', isDismissible: false });
    expect(after).not.toHaveBeenCalled();
    expect([model.checkout.select.getCheckoutStatus(), model.checkout.select.hasError(), model.payment.select.isPaymentIdle()]).toEqual(['idle', true, true]);
    expect(orders()).toEqual([]);

    refuse = false;
    processor.submit();
    await vi.waitFor(() => expect(navigated).toHaveLength(1));
    expect(model.notices.select.getNotices(NOTICE_CONTEXTS.PAYMENTS)).toEqual([]);
    expect(after).toHaveBeenCalledTimes(1);
    expect(orders()).toHaveLength(1);
  });

  it('keeps a failure\'s paymentMethodData and shows its message where its messageContext says', async () => {
    const { model, processor, orders } = await blockCheckout();
    onPaymentSetup(model, () => ({ type: 'failure', message: 'Try another card.', messageContext: NOTICE_CONTEXTS.CHECKOUT, meta: { paymentMethodData: { reason: 'expired' } } }));
    processor.submit();
    await vi.waitFor(() => expect(model.notices.select.getNotices(NOTICE_CONTEXTS.CHECKOUT).map((n) => n.content)).toEqual(['Try another card.']));
    await settled(model);
    expect(model.payment.select.getPaymentMethodData()).toEqual({ reason: 'expired' });
    expect(orders()).toEqual([]);
  });

  it('stops for a validation observer\'s errorMessage before any payment setup', async () => {
    const { model, processor, orders } = await blockCheckout();
    const setup = vi.fn();
    onPaymentSetup(model, setup);
    model.checkoutEvents.checkoutEvents.onCheckoutValidation(() => ({ type: 'error', errorMessage: 'Please accept the terms.' }));
    processor.submit();
    await vi.waitFor(() => expect(model.notices.select.getNotices(NOTICE_CONTEXTS.CHECKOUT).map((n) => n.content)).toEqual(['Please accept the terms.']));
    await settled(model);
    expect([model.checkout.select.getCheckoutStatus(), model.checkout.select.hasError()]).toEqual(['idle', true]);
    expect(setup).not.toHaveBeenCalled();
    expect(orders()).toEqual([]);
  });

  it('shows the Store API\'s refusal and runs the fail observers with it', async () => {
    const { model, processor, navigated, orders } = await blockCheckout();
    model.payment.dispatch.__internalSetActivePaymentMethod('paypal');
    const failed: unknown[] = [];
    model.checkoutEvents.checkoutEvents.onCheckoutFail((data) => void failed.push(data));
    processor.submit();
    await vi.waitFor(() => expect(failed).toHaveLength(1));
    await settled(model);
    const message = 'paypal is not available for this order—please choose a different payment method';
    expect(failed[0]).toMatchObject({ processingResponse: { message, paymentStatus: 'not set' } });
    expect(model.notices.select.getNotices(NOTICE_CONTEXTS.CART)).toEqual([expect.objectContaining({ id: 'woocommerce_rest_checkout_payment_method_disabled', content: message })]);
    expect([model.checkout.select.getCheckoutStatus(), navigated, orders()]).toEqual(['idle', [], []]);
  });

  it('lets a success observer stop the redirect: an error with retry runs the fail observers and leaves the checkout idle', async () => {
    const { model, processor, navigated, orders } = await blockCheckout();
    const failed = vi.fn();
    model.checkoutEvents.checkoutEvents.onCheckoutSuccess(() => ({ type: 'error', message: 'Authenticate the payment to finish.', messageContext: NOTICE_CONTEXTS.PAYMENTS }));
    model.checkoutEvents.checkoutEvents.onCheckoutFail(failed);
    processor.submit();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    await settled(model);
    expect(model.notices.select.getNotices(NOTICE_CONTEXTS.PAYMENTS).map((n) => n.content)).toEqual(['Authenticate the payment to finish.']);
    expect([model.checkout.select.getCheckoutStatus(), navigated]).toEqual(['idle', []]);
    expect(orders()).toHaveLength(1);
  });

  it('stays on the page when a wallet flow resets the redirect and the payment to idle (SPEC 2.11)', async () => {
    const { model, processor, navigated } = await blockCheckout();
    model.checkoutEvents.checkoutEvents.onCheckoutSuccess(() => {
      // What the Stripe Gateway does after a wallet or voucher flow, through wp.data and wc.wcBlocksData's keys.
      model.checkout.dispatch.__internalSetRedirectUrl(null);
      model.checkout.dispatch.__internalSetIdle();
      model.payment.dispatch.__internalSetPaymentIdle();
    });
    processor.submit();
    // waitFor polls between tasks, so the life cycle has answered the 'complete' it sees (it reacts in a microtask).
    await vi.waitFor(() => expect(model.checkout.select.getCheckoutStatus()).toBe('complete'));
    expect([model.checkout.select.getRedirectUrl(), model.payment.select.isPaymentIdle(), navigated]).toEqual([null, true, []]);
  });

  it('pays with an express method: started by its click, no field checks, its paymentMethodId and setup data posted', async () => {
    const { model, processor, navigated, orders } = await blockCheckout();
    model.registry.registerExpressPaymentMethod({ name: 'wallet', paymentMethodId: 'cod', content: null, edit: null, canMakePayment: () => true });
    model.payment.dispatch.__internalSetAvailableExpressPaymentMethods({ wallet: { name: 'wallet' } });
    // An address the fields would refuse: express payments skip the form's checks (the wallet gives the address).
    model.validation.dispatch.setValidationErrors({ billing_first_name: { message: 'Please enter a valid first name', hidden: true } });
    model.checkoutEvents.checkoutEvents.onCheckoutValidation(() => ({ type: 'success' }));
    onPaymentSetup(model, () => ({ type: 'success', meta: { paymentMethodData: { wallet_token: 'tok_1' } } }));
    const posted: unknown[] = [];
    const send = model.api.send;
    (model.api as { send: typeof send }).send = async (method, path, body) => {
      if (path === 'checkout') posted.push(body);
      return send(method, path, body);
    };
    // What Blocks' onClick does, then the method's own onSubmit.
    model.payment.dispatch.__internalSetExpressPaymentStarted();
    model.payment.dispatch.__internalSetActivePaymentMethod('wallet');
    expect(model.payment.select.isExpressPaymentMethodActive()).toBe(true);
    processor.submit();
    await vi.waitFor(() => expect(navigated).toHaveLength(1));
    expect(posted).toEqual([expect.objectContaining({ payment_method: 'cod', payment_data: [{ key: 'wallet_token', value: 'tok_1' }, { key: 'wc-wallet-new-payment-method', value: false }] })]);
    expect(orders()).toHaveLength(1);
  });
});
