// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://localhost:3000/","settings":{"navigation":{"disableChildFrameNavigation":true}}}
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStripe } from '@stripe/stripe-js/pure';
import { DEMO_PUBLISHABLE_KEY, type IntentsService } from '../server/index.ts';
import { createStripeDouble, type StripeDouble } from './stripe.ts';
import { readSwitches } from './switches.ts';
import { stubProviderApi, type ProviderApiRequest } from './test-provider-api.ts';

const nextYear = new Date().getFullYear() + 1;

interface Harness {
  stripe: StripeDouble;
  service: IntentsService;
  navigate: ReturnType<typeof vi.fn>;
  requests: ProviderApiRequest[];
}

/** The double against the real provider HTTP API (Fastify inject behind a fetch stub). */
async function harness(pageUrl = 'http://shop.test/checkout/'): Promise<Harness & { app: FastifyInstance }> {
  const { app, service, requests } = await stubProviderApi();
  const navigate = vi.fn();
  const stripe = createStripeDouble({ publishableKey: DEMO_PUBLISHABLE_KEY, providerOrigin: 'http://shop.test', providerBase: '/shop/demo/stripe', switches: readSwitches(pageUrl, null), navigate });
  return { stripe, service, navigate, requests, app };
}

function cardIntent(service: IntentsService, number: string, extra: { amount?: number; currency?: string } = {}) {
  const pm = service.createPaymentMethod({ type: 'card', card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' } });
  if (!pm.ok) throw new Error(pm.error.message);
  const pi = service.createPaymentIntent({ amount: extra.amount ?? 1250, currency: extra.currency ?? 'gbp', paymentMethod: pm.value.id });
  if (!pi.ok) throw new Error(pi.error.message);
  return pi.value;
}

describe('Stripe.js double', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="payment"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('defines window.Stripe, which loadStripe from @stripe/stripe-js/pure resolves without injecting a script', async () => {
    await import('./index.ts');
    expect((window.Stripe as unknown as { version: string }).version).toBe('endive');
    const stripe = await loadStripe(DEMO_PUBLISHABLE_KEY);
    expect(typeof stripe?.confirmPayment).toBe('function');
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
    expect(() => window.Stripe?.('sk_test_secret')).toThrow(/publishable key/);
  });

  it('mounts the Payment Element as an iframe titled "Secure payment input frame" served by the provider', async () => {
    const { stripe } = await harness();
    const elements = stripe.elements({ mode: 'payment', amount: 1250, currency: 'gbp', paymentMethodCreation: 'manual' });
    const element = elements.create('payment', { layout: { type: 'accordion', radios: 'never' } });
    element.mount('#payment');
    const frame = document.querySelector('iframe');
    expect(frame?.title).toBe('Secure payment input frame');
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('http://shop.test/shop/demo/stripe/elements-inner.html');
    expect(new URLSearchParams(src.hash.slice(1)).get('origin')).toBe(location.origin);
    expect(elements.getElement('payment')).toBe(element);
    element.destroy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(elements.getElement('payment')).toBeNull();
  });

  it('emits loaderror instead of ready under the loaderror switch, and submit reports it', async () => {
    const { stripe } = await harness('http://shop.test/checkout/?stripe_fail=loaderror');
    const elements = stripe.elements({ mode: 'payment', amount: 100, currency: 'gbp' });
    const element = elements.create('payment');
    const loadError = new Promise((resolve) => element.on('loaderror', resolve));
    element.mount('#payment');
    expect(await loadError).toMatchObject({ elementType: 'payment', error: { type: 'invalid_request_error' } });
    expect(await elements.submit()).toMatchObject({ error: { message: expect.stringMatching(/failed to load/) } });
  });

  it('confirmPayment with a client secret resolves {paymentIntent} for 4242 (redirect if_required)', async () => {
    const { stripe, service, requests } = await harness();
    const intent = cardIntent(service, '4242424242424242');
    const result = await stripe.confirmPayment({ clientSecret: intent.client_secret ?? '', confirmParams: { return_url: 'http://shop.test/done/' }, redirect: 'if_required' });
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, object: 'payment_intent', status: 'succeeded', amount: 1250, currency: 'gbp' });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: `/shop/demo/stripe/api/v1/payment_intents/${intent.id}/confirm`, body: { client_secret: intent.client_secret, return_url: 'http://shop.test/done/' } });
  });

  it('with the default redirect, goes to return_url with payment_intent, its client secret and redirect_status', async () => {
    const { stripe, service, navigate } = await harness();
    const intent = cardIntent(service, '4242424242424242');
    void stripe.confirmPayment({ clientSecret: intent.client_secret ?? '', confirmParams: { return_url: 'http://shop.test/done/?order=7' } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    const target = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(Object.fromEntries(target.searchParams)).toEqual({ order: '7', payment_intent: intent.id, payment_intent_client_secret: intent.client_secret, redirect_status: 'succeeded' });
  });

  it('reports a decline as {error} carrying the intent, like Stripe.js', async () => {
    const { stripe, service } = await harness();
    const intent = cardIntent(service, '4000000000009995');
    const result = await stripe.confirmCardPayment(intent.client_secret ?? '');
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: { id: intent.id, status: 'requires_payment_method' } });
  });

  it('gives an api_connection_error under the network switch and never reaches the provider', async () => {
    const { stripe, service, requests } = await harness('http://shop.test/?stripe_fail=network');
    const intent = cardIntent(service, '4242424242424242');
    const result = await stripe.confirmCardPayment(intent.client_secret ?? '');
    expect(result.error?.type).toBe('api_connection_error');
    expect(requests).toEqual([]);
    expect(service.retrievePaymentIntent(intent.id)).toMatchObject({ ok: true, value: { status: 'requires_confirmation' } });
  });

  it('opens the 3D Secure dialog for 3155 and resolves succeeded after "Complete authentication"', async () => {
    const { stripe, service } = await harness();
    const intent = cardIntent(service, '4000002500003155');
    const pending = stripe.confirmCardPayment(intent.client_secret ?? '');
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('3D Secure 2 Test Page');
    const complete = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Complete authentication');
    expect(document.activeElement).toBe(complete);
    complete?.click();
    expect((await pending).paymentIntent?.status).toBe('succeeded');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('handleNextAction finishes an intent the server confirmed: failing 3D Secure reports the authentication error', async () => {
    const { stripe, service } = await harness();
    const intent = cardIntent(service, '4000002500003155');
    const confirmed = service.confirmPaymentIntent(intent.id);
    expect(confirmed.ok && confirmed.value.status).toBe('requires_action');
    const pending = stripe.handleNextAction({ clientSecret: intent.client_secret ?? '' });
    const fail = await vi.waitFor(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Fail authentication');
      if (!(button instanceof HTMLButtonElement)) throw new Error('no dialog yet');
      return button;
    });
    fail.click();
    expect((await pending).error).toMatchObject({ code: 'payment_intent_authentication_failure', payment_intent: { id: intent.id, status: 'requires_payment_method' } });
    expect((await stripe.handleCardAction(intent.client_secret ?? '')).error?.message).toMatch(/does not require an action/);
  });

  it('sends redirect methods to the authorise page (navigate, never resolving)', async () => {
    const { stripe, service, navigate } = await harness();
    const pm = await stripe.createPaymentMethod({ type: 'ideal', ideal: { bank: 'ing' } });
    expect(pm.paymentMethod).toMatchObject({ object: 'payment_method', type: 'ideal' });
    const pi = service.createPaymentIntent({ amount: 1000, currency: 'eur', paymentMethodTypes: ['ideal'], paymentMethod: pm.paymentMethod?.id });
    if (!pi.ok) throw new Error('create failed');
    void stripe.confirmPayment({ clientSecret: pi.value.client_secret ?? '', confirmParams: { return_url: 'http://shop.test/back/' }, redirect: 'if_required' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining(`/shop/demo/stripe/authorize/?intent=${pi.value.id}`)));
  });

  it('shows a Boleto voucher and resolves the intent still requiring action once closed', async () => {
    const { stripe, service } = await harness();
    const pi = service.createPaymentIntent({ amount: 5000, currency: 'brl', paymentMethodTypes: ['boleto'] });
    if (!pi.ok) throw new Error('create failed');
    const pending = stripe.confirmBoletoPayment(pi.value.client_secret ?? '', { payment_method: { boleto: { tax_id: '00000000000' }, billing_details: { name: 'Jo', email: 'jo@example.com', address: { line1: 'Rua 1', city: 'São Paulo', state: 'SP', postal_code: '01000-000', country: 'BR' } } } });
    const close = await vi.waitFor(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Close');
      if (!(button instanceof HTMLButtonElement)) throw new Error('no voucher yet');
      return button;
    });
    expect(document.querySelector('[role="dialog"]')?.textContent).toMatch(/Boleto number\d{47}/);
    close.click();
    expect((await pending).paymentIntent).toMatchObject({ status: 'requires_action', next_action: { type: 'boleto_display_details' } });
  });

  it('retrieves an intent only with its client secret', async () => {
    const { stripe, service } = await harness();
    const intent = cardIntent(service, '4242424242424242');
    expect((await stripe.retrievePaymentIntent(intent.client_secret ?? '')).paymentIntent?.status).toBe('requires_confirmation');
    expect((await stripe.retrievePaymentIntent(`${intent.id}_secret_wrong`)).error).toMatchObject({ code: 'resource_missing' });
  });

  it('paymentRequest: canMakePayment is true, the sheet reports shipping changes and pays with a wallet card', async () => {
    const { stripe } = await harness();
    const request = stripe.paymentRequest({ country: 'GB', currency: 'gbp', total: { label: 'Total', amount: 2000 }, requestShipping: true, shippingOptions: [{ id: 'flat', label: 'Flat rate', detail: '', amount: 500 }] });
    expect(await request.canMakePayment()).toMatchObject({ googlePay: true });
    const addresses: string[] = [];
    request.on('shippingaddresschange', (event) => {
      addresses.push(event.shippingAddress.country ?? '');
      event.updateWith({ status: 'success', total: { label: 'Total', amount: 2500 } });
    });
    const paid = new Promise<{ id: string; wallet: string }>((resolve) =>
      request.on('paymentmethod', (event) => {
        event.complete('success');
        resolve({ id: event.paymentMethod.id, wallet: event.walletName });
      }),
    );
    request.show();
    const dialog = document.querySelector('[role="dialog"]');
    await vi.waitFor(() => expect(dialog?.textContent).toContain('Total: £25.00'));
    expect(addresses).toEqual(['GB']);
    [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Pay')?.click();
    expect(await paid).toMatchObject({ id: expect.stringMatching(/^pm_/), wallet: 'googlePay' });
  });
});
