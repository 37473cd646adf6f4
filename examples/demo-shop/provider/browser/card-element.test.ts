// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://localhost:3000/","settings":{"navigation":{"disableChildFrameNavigation":true}}}
/**
 * The Card Element (Stripe Payments' payment box uses it), createToken and createConfirmationToken, against the
 * real provider API in process; the frame's side of the channel is played by the test.
 */
import type { PaymentMethod, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLISHABLE_KEY } from '../server/index.ts';
import type { CardElementApi } from './card-element.ts';
import { CHANNEL, type FrameRequest, type FromFrame, type ToFrame } from './messages.ts';
import { createStripeDouble } from './stripe.ts';
import { readSwitches } from './switches.ts';
import { stubProviderApi } from './test-provider-api.ts';

const PROVIDER = 'http://shop.test';
const nextYear = new Date().getFullYear() + 1;

async function setup() {
  const api = await stubProviderApi();
  const stripe = createStripeDouble({ publishableKey: DEMO_PUBLISHABLE_KEY, providerOrigin: PROVIDER, providerBase: '/shop/demo/stripe', switches: readSwitches('http://localhost:3000/', null), navigate: vi.fn() });
  document.body.innerHTML = '<div id="card-element"></div>';
  return { stripe, ...api };
}

/**
 * Plays the frame: answers `loaded`, then each createPaymentMethod request with a card method made at the
 * provider (as the real frame does), recording what it was sent.
 */
function frameSide(iframe: HTMLIFrameElement, method: () => PaymentMethod) {
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('no frame window');
  const channel = new URLSearchParams(new URL(iframe.getAttribute('src') ?? '').hash.slice(1)).get('channel') ?? '';
  const received: ToFrame[] = [];
  const say = (message: FromFrame): void => {
    window.dispatchEvent(new MessageEvent('message', { data: { channel: CHANNEL, id: channel, message }, origin: PROVIDER, source: frameWindow }));
  };
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((data: { message: ToFrame }) => {
    received.push(data.message);
    const message = data.message;
    if (message.kind === 'request') {
      const request: FrameRequest = message.request;
      queueMicrotask(() => say({ kind: 'response', requestId: message.requestId, result: request.action === 'createPaymentMethod' ? { action: 'createPaymentMethod', paymentMethod: method() } : { action: 'submit', selectedPaymentMethod: 'card' } }));
    }
  }) as typeof frameWindow.postMessage);
  return { received, say };
}

describe('Card Element, createToken and createConfirmationToken', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("mounts 'Secure card payment input frame' with the card form only, its style as the frame's appearance", async () => {
    const { stripe } = await setup();
    const elements = stripe.elements({ locale: 'en' });
    const card = elements.create('card', { style: { base: { color: '#32325d', fontSize: '16px' }, invalid: { color: '#fa755a' } }, hidePostalCode: true });
    card.mount('#card-element');
    const iframe = document.querySelector('iframe');
    expect(iframe?.title).toBe('Secure card payment input frame');
    expect(elements.getElement('card')).toBe(card);
    const frame = frameSide(iframe as HTMLIFrameElement, () => { throw new Error('unused'); });
    frame.say({ kind: 'loaded' });
    expect(frame.received[0]).toEqual({
      kind: 'init',
      options: expect.objectContaining({
        paymentMethodTypes: ['card'],
        cardElement: true,
        appearance: { variables: { colorText: '#32325d', fontSizeBase: '16px', colorDanger: '#fa755a' } },
        element: { fields: { billingDetails: { address: { country: 'never', postalCode: 'never' } } } },
      }),
    });
    expect(() => elements.create('card')).toThrow(/only create one Element of type card/);
    expect(() => (elements.create as (type: string) => unknown)('iban')).toThrow(/does not implement Elements of type iban/);
  });

  it("relays the frame's events as the Card Element's, also to addEventListener (Stripe Payments listens so)", async () => {
    const { stripe } = await setup();
    const card = stripe.elements().create('card') as CardElementApi;
    const changes: StripeCardElementChangeEvent[] = [];
    const ready = vi.fn();
    card.on('ready', ready);
    card.addEventListener('change', (event) => changes.push(event));
    card.mount('#card-element');
    const frame = frameSide(document.querySelector('iframe') as HTMLIFrameElement, () => { throw new Error('unused'); });
    frame.say({ kind: 'ready' });
    frame.say({ kind: 'change', event: { complete: true, empty: false, value: { type: 'card' } } });
    expect(ready).toHaveBeenCalledWith({ elementType: 'card' });
    expect(changes).toEqual([{ elementType: 'card', brand: 'unknown', complete: true, empty: false, error: undefined, value: { postalCode: '' } }]);
  });

  it("createToken(card, data): the frame's card with createToken's billing details, as a single-use token the server redeems once", async () => {
    const { stripe, service, requests } = await setup();
    const card = stripe.elements().create('card');
    card.mount('#card-element');
    const frame = frameSide(document.querySelector('iframe') as HTMLIFrameElement, () => {
      const made = service.createPaymentMethod({ type: 'card', card: { number: '4000000000000002', exp_month: 12, exp_year: nextYear, cvc: '123' } });
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    });
    frame.say({ kind: 'ready' });
    const result = await stripe.createToken(card, { name: 'Ada Lovelace', address_city: 'London', address_country: 'GB', address_zip: 'SW1A 2HQ' });
    expect(result.error).toBeUndefined();
    expect(result.token).toMatchObject({ object: 'token', type: 'card', used: false, card: { brand: 'Visa', last4: '0002', exp_month: 12, exp_year: nextYear } });
    const request = frame.received.find((m) => m.kind === 'request');
    expect(request?.kind === 'request' && request.request).toEqual({ action: 'createPaymentMethod', billingDetails: { name: 'Ada Lovelace', address: { city: 'London', country: 'GB', postal_code: 'SW1A 2HQ' } } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /shop/demo/stripe/api/v1/tokens']);
    const tokenId = result.token?.id ?? '';
    const redeemed = service.redeemToken(tokenId, { name: 'Ada Lovelace' });
    expect(redeemed.ok && redeemed.value.card?.last4).toBe('0002');
    const pi = service.createPaymentIntent({ amount: 500, currency: 'gbp', paymentMethod: redeemed.ok ? redeemed.value.id : '', confirm: true });
    expect(!pi.ok && pi.error.decline_code).toBe('generic_decline');
    expect(service.redeemToken(tokenId)).toMatchObject({ ok: false, error: { code: 'token_already_used' } });
  });

  it('createToken refuses anything but a Card Element of this instance', async () => {
    const { stripe } = await setup();
    const other = createStripeDouble({ publishableKey: DEMO_PUBLISHABLE_KEY, providerOrigin: PROVIDER, providerBase: '/shop/demo/stripe', switches: readSwitches('http://localhost:3000/', null), navigate: vi.fn() });
    const foreign = other.elements().create('card');
    expect((await stripe.createToken(foreign)).error?.message).toMatch(/Card Element only/);
    expect((await stripe.createToken('pii', { personal_id_number: '000000000' })).error?.message).toMatch(/Card Element only/);
  });

  it("confirmCardPayment with {payment_method: {card}} takes the Card Element's card", async () => {
    const { stripe, service } = await setup();
    const card = stripe.elements().create('card');
    card.mount('#card-element');
    const frame = frameSide(document.querySelector('iframe') as HTMLIFrameElement, () => {
      const made = service.createPaymentMethod({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' } });
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    });
    frame.say({ kind: 'ready' });
    const intent = service.createPaymentIntent({ amount: 2500, currency: 'gbp' });
    if (!intent.ok) throw new Error(intent.error.message);
    const result = await stripe.confirmCardPayment(intent.value.client_secret ?? '', { payment_method: { card, billing_details: { name: 'Ada Lovelace' } } });
    expect(result.paymentIntent?.status).toBe('succeeded');
  });

  it("createConfirmationToken({elements}): the Payment Element's method, which confirms an intent by its token", async () => {
    const { stripe, service } = await setup();
    document.body.innerHTML = '<div id="payment"></div>';
    const elements = stripe.elements({ mode: 'payment', amount: 1250, currency: 'gbp' });
    elements.create('payment').mount('#payment');
    const frame = frameSide(document.querySelector('iframe') as HTMLIFrameElement, () => {
      const made = service.createPaymentMethod({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' }, billing_details: { name: 'Jo Bloggs' } });
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    });
    frame.say({ kind: 'ready' });
    const result = await stripe.createConfirmationToken({ elements, params: { return_url: 'http://localhost:3000/thanks/' } });
    expect(result.confirmationToken).toMatchObject({ object: 'confirmation_token', return_url: 'http://localhost:3000/thanks/', payment_method_preview: { type: 'card', billing_details: { name: 'Jo Bloggs' }, card: { last4: '4242' } } });
    const method = service.confirmationTokenMethod(result.confirmationToken?.id ?? '');
    expect(method.ok && service.retrievePaymentMethod(method.value)).toMatchObject({ ok: true, value: { card: { last4: '4242' } } });
  });
});
