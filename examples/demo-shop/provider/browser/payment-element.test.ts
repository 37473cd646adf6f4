// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://localhost:3000/","settings":{"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLISHABLE_KEY } from '../server/index.ts';
import { CHANNEL, type FromFrame, type ToFrame } from './messages.ts';
import { createStripeDouble } from './stripe.ts';
import { readSwitches } from './switches.ts';
import { stubProviderApi } from './test-provider-api.ts';

const PROVIDER = 'http://shop.test';

async function setup() {
  const { service } = await stubProviderApi();
  const stripe = createStripeDouble({ publishableKey: DEMO_PUBLISHABLE_KEY, providerOrigin: PROVIDER, providerBase: '/shop/demo/stripe', switches: readSwitches('http://localhost:3000/', null), navigate: vi.fn() });
  document.body.innerHTML = '<div id="payment"></div>';
  return { stripe, service };
}

/** Plays the frame's side of the channel: what it is sent, and messages "from" it. */
function frameSide() {
  const iframe = document.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('no frame window');
  const frameWindow = iframe.contentWindow;
  const channel = new URLSearchParams(new URL(iframe.getAttribute('src') ?? '').hash.slice(1)).get('channel') ?? '';
  const received: { message: ToFrame; targetOrigin: string }[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((data: { message: ToFrame }, targetOrigin: string) => {
    received.push({ message: data.message, targetOrigin });
  }) as typeof frameWindow.postMessage);
  const say = (message: FromFrame, origin = PROVIDER): void => {
    window.dispatchEvent(new MessageEvent('message', { data: { channel: CHANNEL, id: channel, message }, origin, source: frameWindow }));
  };
  return { received, say };
}

describe('Payment Element channel (parent side)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('initialises the frame with the group options, to the provider origin only', async () => {
    const { stripe } = await setup();
    const elements = stripe.elements({ mode: 'payment', amount: 1250, currency: 'gbp', paymentMethodCreation: 'manual', appearance: { theme: 'night', rules: { '.Tab': { padding: '8px' } } } });
    elements.create('payment', { fields: { billingDetails: { name: 'never' } } }).mount('#payment');
    const frame = frameSide();
    frame.say({ kind: 'loaded' });
    expect(frame.received).toEqual([
      {
        targetOrigin: PROVIDER,
        message: {
          kind: 'init',
          options: expect.objectContaining({ publishableKey: DEMO_PUBLISHABLE_KEY, apiBase: `${PROVIDER}/shop/demo/stripe/api/v1`, paymentMethodTypes: ['card'], amount: 1250, currency: 'gbp', appearance: { theme: 'night', rules: { '.Tab': { padding: '8px' } } }, element: { fields: { billingDetails: { name: 'never' } } } }),
        },
      },
    ]);
  });

  it('ignores messages from another origin, and relays ready and change events from the frame', async () => {
    const { stripe } = await setup();
    const element = stripe.elements({ mode: 'payment', amount: 100, currency: 'gbp' }).create('payment');
    const events: unknown[] = [];
    element.on('ready', (event) => events.push(event));
    element.on('change', (event) => events.push(event));
    element.mount('#payment');
    const frame = frameSide();
    frame.say({ kind: 'ready' }, 'http://evil.test');
    expect(events).toEqual([]);
    frame.say({ kind: 'ready' });
    frame.say({ kind: 'change', event: { complete: true, empty: false, value: { type: 'card' } } });
    expect(events).toEqual([{ elementType: 'payment' }, { elementType: 'payment', collapsed: false, complete: true, empty: false, value: { type: 'card' } }]);
  });

  it("in intent-first mode (clientSecret) offers the intent's own payment method types", async () => {
    const { stripe, service } = await setup();
    const intent = service.createPaymentIntent({ amount: 3000, currency: 'eur', paymentMethodTypes: ['card', 'ideal', 'sepa_debit'] });
    if (!intent.ok) throw new Error('create failed');
    stripe.elements({ clientSecret: intent.value.client_secret ?? '' }).create('payment').mount('#payment');
    const frame = frameSide();
    await vi.waitFor(() => {
      frame.say({ kind: 'loaded' });
      const init = frame.received.at(-1)?.message;
      expect(init?.kind === 'init' && init.options).toMatchObject({ paymentMethodTypes: ['card', 'ideal', 'sepa_debit'], amount: 3000, currency: 'eur' });
    });
  });
});
