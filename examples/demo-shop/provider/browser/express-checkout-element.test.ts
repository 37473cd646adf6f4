// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLISHABLE_KEY } from '../server/index.ts';
import { createStripeDouble } from './stripe.ts';
import { readSwitches } from './switches.ts';
import { stubProviderApi } from './test-provider-api.ts';

async function setup() {
  const { service } = await stubProviderApi();
  const stripe = createStripeDouble({ publishableKey: DEMO_PUBLISHABLE_KEY, providerOrigin: 'http://shop.test', providerBase: '/shop/demo/stripe', switches: readSwitches('http://shop.test/', null), navigate: vi.fn() });
  document.body.innerHTML = '<div id="express"></div>';
  return { stripe, service };
}

const button = (name: string): HTMLButtonElement => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('expressCheckout element', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('runs click → shippingaddresschange → shippingratechange → confirm and pays the intent with the wallet card', async () => {
    const { stripe, service } = await setup();
    const elements = stripe.elements({ mode: 'payment', amount: 2000, currency: 'gbp' });
    const express = elements.create('expressCheckout', {});
    const seen: string[] = [];
    express.on('ready', (event) => seen.push(`ready:${String(event.availablePaymentMethods?.googlePay)}`));
    express.on('click', (event) => {
      seen.push(`click:${event.expressPaymentType}`);
      event.resolve({ shippingAddressRequired: true, lineItems: [{ name: 'Beanie', amount: 1800 }], shippingRates: [{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 }, { id: 'free_shipping:2', displayName: 'Free shipping', amount: 0 }] });
    });
    express.on('shippingaddresschange', (event) => {
      seen.push(`address:${event.address.country}`);
      event.resolve({ lineItems: [{ name: 'Beanie', amount: 1800 }, { name: 'Shipping', amount: 500 }] });
    });
    express.on('shippingratechange', (event) => {
      seen.push(`rate:${event.shippingRate.id}`);
      event.resolve();
    });
    const intent = service.createPaymentIntent({ amount: 2300, currency: 'gbp' });
    if (!intent.ok) throw new Error('create failed');
    const confirmed = new Promise<string | undefined>((resolve) =>
      express.on('confirm', async (event) => {
        seen.push(`confirm:${event.shippingRate?.id ?? ''}:${event.billingDetails?.name ?? ''}`);
        const result = await stripe.confirmPayment({ elements, clientSecret: intent.value.client_secret ?? '', confirmParams: { return_url: 'http://shop.test/thanks/' }, redirect: 'if_required' });
        resolve(result.paymentIntent?.status);
      }),
    );
    express.mount('#express');
    await vi.waitFor(() => expect(seen).toContain('ready:true'));
    button('Pay with Google Pay (test mode)').click();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Beanie: £18.00');
    await vi.waitFor(() => expect(seen).toContain('address:GB'));
    const free = [...(dialog?.querySelectorAll('input[type="radio"]') ?? [])].find((input) => input.parentElement?.textContent?.startsWith('Free shipping'));
    (free as HTMLInputElement).click();
    (free as HTMLInputElement).dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(seen).toContain('rate:free_shipping:2'));
    button('Pay').click();
    expect(await confirmed).toBe('succeeded');
    expect(seen).toContain('confirm:free_shipping:2:Jo Bloggs');
    expect(service.listCharges(intent.value.id)).toHaveLength(1);
  });

  it('shows the amount the merchant charges now, disables Pay for a rejected address and keeps the sheet open with paymentFailed\'s message', async () => {
    const { stripe } = await setup();
    const elements = stripe.elements({ mode: 'payment', amount: 1800, currency: 'gbp' });
    const express = elements.create('expressCheckout', {});
    express.on('click', (event) => event.resolve({ shippingAddressRequired: true, lineItems: [{ name: 'Beanie', amount: 1800 }], shippingRates: [{ id: 'pending', displayName: 'Pending', amount: 0 }] }));
    express.on('shippingaddresschange', async (event) => {
      if (event.address.country === 'AQ') return event.reject();
      await elements.update({ amount: 2300 });
      event.resolve({ shippingRates: [{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 }] });
    });
    const failures: string[] = [];
    express.on('confirm', (event) => {
      failures.push(event.billingDetails?.name ?? '');
      event.paymentFailed({ reason: 'fail', message: 'The card was declined.' });
    });
    express.mount('#express');
    button('Pay with Google Pay (test mode)').click();
    const dialog = document.querySelector('[role="dialog"]')!;
    await vi.waitFor(() => expect(dialog.textContent).toContain('Total: £23.00'));
    const antarctica = [...dialog.querySelectorAll('input[type="radio"]')].find((input) => input.parentElement?.textContent?.includes('AQ')) as HTMLInputElement;
    antarctica.click();
    antarctica.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(dialog.querySelector('[role="status"]')?.textContent).toBe('This address cannot be used. Choose another one.'));
    expect(button('Pay').disabled).toBe(true);
    const london = [...dialog.querySelectorAll('input[type="radio"]')].find((input) => input.parentElement?.textContent?.includes('SW1A 1AA')) as HTMLInputElement;
    london.click();
    london.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(button('Pay').disabled).toBe(false));
    button('Pay').click();
    await vi.waitFor(() => expect(dialog.querySelector('[role="status"]')?.textContent).toBe('The card was declined.'));
    expect(failures).toEqual(['Jo Bloggs']);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(button('Pay').disabled).toBe(false);
  });

  it('emits cancel when the sheet is cancelled', async () => {
    const { stripe } = await setup();
    const express = stripe.elements({ mode: 'payment', amount: 500, currency: 'gbp' }).create('expressCheckout', {});
    const cancelled = new Promise((resolve) => express.on('cancel', resolve));
    express.mount('#express');
    button('Pay with Google Pay (test mode)').click();
    button('Cancel').click();
    expect(await cancelled).toEqual({ elementType: 'expressCheckout' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("shows no button and reports no available method when told never to show Google Pay (the gateway's Apple Pay element)", async () => {
    const { stripe } = await setup();
    const elements = stripe.elements({ mode: 'payment', amount: 500, currency: 'gbp' });
    const applePay = elements.create('expressCheckout', { paymentMethods: { applePay: 'always', googlePay: 'never' } });
    const ready = new Promise((resolve) => applePay.on('ready', resolve));
    applePay.mount('#express');
    expect(await ready).toEqual({ elementType: 'expressCheckout', availablePaymentMethods: undefined });
    expect(document.querySelector('#express button')).toBeNull();
  });

  it('confirmWechatPayPayment shows a QR code to approve or fail', async () => {
    const { stripe, service } = await setup();
    const intent = service.createPaymentIntent({ amount: 800, currency: 'cny', paymentMethodTypes: ['wechat_pay'] });
    if (!intent.ok) throw new Error('create failed');
    const pending = stripe.confirmWechatPayPayment(intent.value.client_secret ?? '', { payment_method_options: { wechat_pay: { client: 'web' } } });
    await vi.waitFor(() => expect(document.querySelector('[role="img"][aria-label="WeChat Pay QR code"]')).not.toBeNull());
    button('Fail test payment').click();
    expect((await pending).error).toMatchObject({ code: 'payment_intent_payment_attempt_failed', payment_intent: { status: 'requires_payment_method' } });
  });
});
