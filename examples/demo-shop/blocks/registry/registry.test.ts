import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createBlocksRegistry, type PaymentMethodConfiguration } from './registry.ts';

const element = createElement('div');
const config = (overrides: Partial<PaymentMethodConfiguration> = {}): PaymentMethodConfiguration => ({
  name: 'cod', label: 'Cash', ariaLabel: 'Cash', content: element, edit: element, canMakePayment: () => true, ...overrides,
});

describe('wc.wcBlocksRegistry (the model)', () => {
  it('fills in Blocks\' defaults and lets a later registration under the same name replace the first', () => {
    const registry = createBlocksRegistry();
    registry.registerPaymentMethod(config());
    registry.registerPaymentMethod(config({ label: 'Cash (ours)', supports: { showSaveOption: true } }));
    const method = registry.getPaymentMethods().cod!;
    expect(method).toMatchObject({ name: 'cod', label: 'Cash (ours)', paymentMethodId: 'cod', icons: null, supports: { features: ['products'], showSavedCards: false, showSaveOption: true } });
    expect(method.savedTokenComponent).not.toBeNull();
    registry.registerExpressPaymentMethod({ name: 'google_pay', content: element, edit: element, canMakePayment: () => true, description: 'x'.repeat(140) });
    expect(registry.getExpressPaymentMethods().google_pay).toMatchObject({ title: 'google pay', gatewayId: '', paymentMethodId: 'google_pay', description: `${'x'.repeat(130)}...` });
  });

  it('refuses a bad configuration with Blocks\' messages', () => {
    const registry = createBlocksRegistry();
    const { canMakePayment: _omitted, ...partial } = config();
    expect(() => registry.registerPaymentMethod(partial as PaymentMethodConfiguration)).toThrow('The payment method configuration object is missing the following properties:canMakePayment');
    expect(() => registry.registerPaymentMethod(config({ content: '<div>' as never }))).toThrow('The content property for the payment method must be a React element or null.');
    expect(() => registry.registerPaymentMethod(config({ ariaLabel: 3 as never }))).toThrow('The ariaLabel property for the payment method must be a string');
    expect(registry.getPaymentMethods()).toEqual({});
  });

  it('offers a method only when its features cover the cart\'s requirements, its own check agrees and so do extension callbacks', async () => {
    const registry = createBlocksRegistry();
    registry.registerPaymentMethod(config({ canMakePayment: ({ billingAddress }) => (billingAddress as { country: string }).country !== 'US' }));
    const cod = () => registry.getPaymentMethods().cod!;
    expect(await cod().canMakePayment({ paymentRequirements: ['products'], billingAddress: { country: 'GB' } })).toBe(true);
    expect(await cod().canMakePayment({ paymentRequirements: ['products', 'subscriptions'], billingAddress: { country: 'GB' } })).toBe(false);
    expect(await cod().canMakePayment({ paymentRequirements: ['products'], billingAddress: { country: 'US' } })).toBe(false);
    registry.registerPaymentMethodExtensionCallbacks('my-plugin', { cod: ({ cartTotals }) => (cartTotals as { total_price: string }).total_price !== '0' });
    expect(await cod().canMakePayment({ paymentRequirements: [], billingAddress: { country: 'GB' }, cartTotals: { total_price: '0' } })).toBe(false);
    expect(await cod().canMakePayment({ paymentRequirements: [], billingAddress: { country: 'GB' }, cartTotals: { total_price: '100' } })).toBe(true);
  });
});
