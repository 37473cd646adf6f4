import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classicProcessingResponse, lifecycleStep, pageCheckoutLifecycle, type CheckoutLifecycle, type CheckoutOutcome } from './lifecycle.ts';

let page: object;
let lifecycle: CheckoutLifecycle;
let form: HTMLFormElement;

beforeEach(() => {
  document.body.innerHTML = '<form name="checkout" class="checkout woocommerce-checkout"><input name="billing_email" value="a@b.co"></form>';
  form = document.querySelector('form')!;
  page = {};
  lifecycle = pageCheckoutLifecycle(page);
});

afterEach(() => {
  Reflect.deleteProperty(window, 'jQuery');
  jQuery(form).off();
});

const OUTCOME: CheckoutOutcome = { redirectUrl: '/shop/checkout/order-received/7/', orderId: 7, processingResponse: null };

describe('vetoes from the classic jQuery events', () => {
  beforeEach(() => Object.assign(window, { jQuery }));

  it('a checkout_place_order_{gateway} handler returning false stops the submission, before any observer runs', async () => {
    const wcCheckoutForm = { $checkout_form: jQuery(form) };
    const seen: unknown[] = [];
    jQuery(form).on('checkout_place_order_stripe', (_event: unknown, arg: unknown) => {
      seen.push(arg);
      return false;
    });
    const setup = vi.fn(() => ({ type: 'success' }));
    lifecycle.onPaymentSetup(setup);

    const decision = await lifecycle.requestSubmit({ form, paymentMethod: 'stripe', handlerArgs: [wcCheckoutForm] });

    expect(decision).toEqual({ ok: false, reason: 'vetoed', notices: [] });
    expect(seen).toEqual([wcCheckoutForm]);
    expect(setup).not.toHaveBeenCalled();
    expect(lifecycle.status.getState()).toBe('idle');
  });

  it('asks the general checkout_place_order first, and only the chosen gateway\'s own event', async () => {
    const asked: string[] = [];
    jQuery(form).on('checkout_place_order', () => void asked.push('general'));
    jQuery(form).on('checkout_place_order_stripe', () => {
      asked.push('stripe');
      return false;
    });
    jQuery(form).on('checkout_place_order_cod', () => {
      asked.push('cod');
      return true;
    });

    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: true, paymentMethodData: {} });
    expect(asked).toEqual(['general', 'cod']);
    expect(lifecycle.status.getState()).toBe('processing');
  });

  it('a general veto stops every gateway', async () => {
    jQuery(form).on('checkout_place_order', () => false);
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toMatchObject({ ok: false, reason: 'vetoed' });
  });

  it('checkout_place_order_success returning false keeps the shopper on the page, free to try again', async () => {
    jQuery(form).on('checkout_place_order_success', () => false);
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    const finish = await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'success', outcome: OUTCOME, raw: { result: 'success' } });
    expect(finish).toEqual({ redirect: false, redirectUrl: OUTCOME.redirectUrl, notices: [] });
    expect(lifecycle.status.getState()).toBe('idle');
  });
});

describe('vetoes on a page without jQuery', () => {
  it('a listener cancelling the checkout_place_order DOM event stops the submission', async () => {
    form.addEventListener('checkout_place_order_cod', (event) => event.preventDefault());
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toMatchObject({ ok: false, reason: 'vetoed' });
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'bacs' })).toMatchObject({ ok: true });
  });
});

describe('Blocks observers', () => {
  it('run by priority (lower first), equal priorities in registration order, and stop being called once unsubscribed', async () => {
    const order: string[] = [];
    lifecycle.onPaymentSetup(() => void order.push('b (10)'));
    lifecycle.onPaymentSetup(() => void order.push('a (5)'), 5);
    const stop = lifecycle.onPaymentSetup(() => void order.push('gone'));
    lifecycle.onPaymentSetup(() => void order.push('c (10)'));
    lifecycle.onCheckoutValidation(() => void order.push('validation (99)'), 99);
    stop();
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(order).toEqual(['validation (99)', 'a (5)', 'b (10)', 'c (10)']);
  });

  it('collect every validation error and block the order', async () => {
    lifecycle.onCheckoutValidation(() => ({ errorMessage: 'Enter your VAT number.', context: 'wc/checkout/billing-address' }));
    lifecycle.onCheckoutValidation(() => true);
    lifecycle.onCheckoutValidation(async () => ({ type: 'error', message: 'Pick a delivery slot.' }));
    const setup = vi.fn();
    lifecycle.onPaymentSetup(setup);

    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({
      ok: false,
      reason: 'invalid',
      notices: [
        { message: 'Enter your VAT number.', context: 'wc/checkout/billing-address' },
        { message: 'Pick a delivery slot.', context: 'wc/checkout' },
      ],
    });
    expect(setup).not.toHaveBeenCalled();
  });

  it("payment setup: the chosen method's data goes with the order; the first error stops the rest", async () => {
    const card = lifecycle.forPaymentMethod('stripe');
    card.onPaymentSetup(async () => ({ type: 'success', meta: { paymentMethodData: { 'wc-stripe-payment-method': 'pm_123', 'wc-stripe-is-deferred-intent': true } } }));
    lifecycle.forPaymentMethod('cod').onPaymentSetup(() => ({ type: 'error', message: 'not me' }));

    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'stripe' })).toEqual({
      ok: true,
      paymentMethodData: { 'wc-stripe-payment-method': 'pm_123', 'wc-stripe-is-deferred-intent': 'true' },
    });

    await lifecycle.finish({ form, paymentMethod: 'stripe' }, { result: 'failure', outcome: OUTCOME });
    const after = vi.fn();
    card.onPaymentSetup(() => ({ type: 'failure', message: 'Your card was declined.', messageContext: 'wc/checkout/payments' }), 1);
    card.onPaymentSetup(after, 20);
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'stripe' })).toEqual({
      ok: false,
      reason: 'payment',
      notices: [{ message: 'Your card was declined.', context: 'wc/checkout/payments' }],
    });
    expect(after).not.toHaveBeenCalled();
  });

  it('an observer that throws is reported and counts as an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('provider not loaded');
    lifecycle.onPaymentSetup(() => {
      throw failure;
    });
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: false, reason: 'payment', notices: [] });
    expect(error).toHaveBeenCalledWith('[shop-islands] a onPaymentSetup observer failed', failure);
  });

  it('success and fail observers hear the outcome; a success observer can stop the redirect', async () => {
    const heard: unknown[] = [];
    lifecycle.onCheckoutFail((outcome) => void heard.push(['fail', outcome.orderId]));
    lifecycle.onCheckoutSuccess((outcome) => {
      heard.push(['success', outcome.redirectUrl]);
      return { type: 'error', message: 'Authentication failed.', retry: true };
    });

    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'failure', outcome: OUTCOME })).toEqual({ redirect: false, redirectUrl: '', notices: [] });
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'success', outcome: OUTCOME })).toEqual({
      redirect: false,
      redirectUrl: OUTCOME.redirectUrl,
      notices: [{ message: 'Authentication failed.', context: 'wc/checkout' }],
    });
    expect(heard).toEqual([
      ['fail', 7],
      ['success', '/shop/checkout/order-received/7/'],
    ]);
    expect(lifecycle.status.getState()).toBe('idle');
  });
});

describe("the order's processing response", () => {
  it("hands success observers the gateway's payment details from the classic answer, and follows a success observer's redirectUrl", async () => {
    const answer = { result: 'success', redirect: '#wc-stripe-confirm-pi:7:pi_1_secret_2:abc', order_id: 7, messages: '', fragments: { a: 'b' } };
    const processingResponse = classicProcessingResponse(answer);
    expect(processingResponse).toEqual({ paymentStatus: 'success', paymentDetails: { redirect: '#wc-stripe-confirm-pi:7:pi_1_secret_2:abc', order_id: 7 } });
    const heard: unknown[] = [];
    lifecycle.forPaymentMethod('stripe').onCheckoutSuccess((outcome) => {
      heard.push(outcome.processingResponse?.paymentDetails.redirect);
      return { type: 'success', redirectUrl: '/shop/checkout/order-received/7/?key=k' };
    });
    await lifecycle.requestSubmit({ form, paymentMethod: 'stripe' });
    const decision = await lifecycle.finish({ form, paymentMethod: 'stripe' }, { result: 'success', outcome: { ...OUTCOME, redirectUrl: 'http://shop/#wc-stripe-confirm-pi:7:pi_1_secret_2:abc', processingResponse } });
    expect(decision).toEqual({ redirect: true, redirectUrl: '/shop/checkout/order-received/7/?key=k', notices: [] });
    expect(heard).toEqual(['#wc-stripe-confirm-pi:7:pi_1_secret_2:abc']);
  });
});

describe('the one place that decides', () => {
  it('refuses a second submission while the first is being checked or processed, and allows one after a failure', async () => {
    let release: (value: unknown) => void = () => undefined;
    lifecycle.onPaymentSetup(() => new Promise((resolve) => (release = resolve)));
    const first = lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(lifecycle.status.getState()).toBe('checking');
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: false, reason: 'processing', notices: [] });
    release(true);
    expect(await first).toMatchObject({ ok: true });
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toMatchObject({ ok: false, reason: 'processing' });

    await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'failure', outcome: OUTCOME });
    expect(lifecycle.status.getState()).toBe('idle');
  });

  it('a success observer stopping the redirect with retry: false keeps the checkout complete: the next submit is refused', async () => {
    lifecycle.onCheckoutSuccess(() => ({ type: 'error', message: 'Your order was placed; we could not take you to it.', retry: false }));
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'success', outcome: OUTCOME })).toEqual({
      redirect: false,
      redirectUrl: OUTCOME.redirectUrl,
      notices: [{ message: 'Your order was placed; we could not take you to it.', context: 'wc/checkout' }],
    });
    expect(lifecycle.status.getState()).toBe('complete');
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: false, reason: 'processing', notices: [] });
  });

  it('a success whose address the checkout will not follow (off-site) gives the checkout back: the next submit is asked', async () => {
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'success', outcome: OUTCOME, followable: false })).toEqual({ redirect: false, redirectUrl: OUTCOME.redirectUrl, notices: [] });
    expect(lifecycle.status.getState()).toBe('idle');
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toEqual({ ok: true, paymentMethodData: {} });
  });

  it('stays complete after a successful order: no second order from a double click', async () => {
    await lifecycle.requestSubmit({ form, paymentMethod: 'cod' });
    expect(await lifecycle.finish({ form, paymentMethod: 'cod' }, { result: 'success', outcome: OUTCOME })).toEqual({ redirect: true, redirectUrl: OUTCOME.redirectUrl, notices: [] });
    expect(await lifecycle.requestSubmit({ form, paymentMethod: 'cod' })).toMatchObject({ ok: false, reason: 'processing' });
  });

  it('is one per page, whichever copy of core asks', async () => {
    vi.resetModules();
    const other = await import('./lifecycle.ts');
    expect(other.pageCheckoutLifecycle).not.toBe(pageCheckoutLifecycle);
    expect(other.pageCheckoutLifecycle(page)).toBe(lifecycle);
  });

  it('moves through its states only along the allowed paths', () => {
    expect(lifecycleStep('idle', 'accepted').state).toBe('idle');
    expect(lifecycleStep('idle', 'submit').state).toBe('checking');
    expect(lifecycleStep('checking', 'succeeded').state).toBe('checking');
    expect(lifecycleStep('processing', 'succeeded').state).toBe('complete');
    expect(lifecycleStep('complete', 'submit').state).toBe('complete');
  });
});
