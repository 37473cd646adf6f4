import { describe, expect, it, vi } from 'vitest';
import { methodsThatCanPay, pagePaymentRegistry, type CanMakePaymentArgument, type PaymentMethodConfig } from './payment-registry.ts';

const method = (name: string, canMakePayment: PaymentMethodConfig['canMakePayment'], features?: string[]): PaymentMethodConfig => ({
  name,
  label: name,
  ariaLabel: `Pay with ${name}`,
  content: <div>{name}</div>,
  edit: <div>{name}</div>,
  canMakePayment,
  supports: features ? { features } : undefined,
});

const CART: CanMakePaymentArgument = { paymentRequirements: ['products'], cartTotals: { total_price: '2400', currency_code: 'GBP' } };

describe('the page payment registry (WooCommerce Blocks shape)', () => {
  it('keeps registration order and offers only the methods whose canMakePayment says yes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = pagePaymentRegistry({});
    registry.registerPaymentMethod(method('stripe', () => true));
    registry.registerPaymentMethod(method('stripe_blik', (arg) => arg.cartTotals?.currency_code === 'PLN'));
    registry.registerPaymentMethod(method('stripe_klarna', async () => true));
    registry.registerPaymentMethod(method('broken', () => ({ error: { message: 'Missing API key' } })));
    registry.registerPaymentMethod(method('throws', () => {
      throw new Error('provider script missing');
    }));
    registry.registerPaymentMethod(method('cheque', () => true));

    expect(Object.keys(registry.getPaymentMethods())).toEqual(['stripe', 'stripe_blik', 'stripe_klarna', 'broken', 'throws', 'cheque']);
    const offered = await methodsThatCanPay(registry.getPaymentMethods(), CART);
    expect(offered.map((m) => m.name)).toEqual(['stripe', 'stripe_klarna', 'cheque']);
    expect(warn.mock.calls.map(([text]) => String(text)).sort()).toEqual([
      '[shop-islands] payment method broken cannot be offered:',
      '[shop-islands] payment method throws cannot be offered:',
    ]);
  });

  it('offers a method only when it supports every feature the cart requires', async () => {
    const registry = pagePaymentRegistry({});
    const asked = vi.fn(() => true);
    registry.registerPaymentMethod(method('stripe', asked, ['products', 'subscriptions']));
    registry.registerPaymentMethod(method('cod', asked));
    const offered = await methodsThatCanPay(registry.getPaymentMethods(), { paymentRequirements: ['products', 'subscriptions'] });
    expect(offered.map((m) => m.name)).toEqual(['stripe']);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("fills Blocks' defaults: paymentMethodId from the name, 'products' as the only feature, no saved cards", () => {
    const registry = pagePaymentRegistry({});
    registry.registerPaymentMethod(method('stripe', () => true));
    registry.registerExpressPaymentMethod({ name: 'express_checkout_element', description: 'x'.repeat(140), content: <div />, edit: <div />, canMakePayment: () => true, gatewayId: 'stripe' });
    expect(registry.getPaymentMethods().stripe).toMatchObject({ paymentMethodId: 'stripe', supports: { features: ['products'], showSavedCards: false, showSaveOption: false } });
    expect(registry.getExpressPaymentMethods().express_checkout_element).toMatchObject({
      title: 'express checkout element',
      description: `${'x'.repeat(130)}...`,
      paymentMethodId: 'express_checkout_element',
      gatewayId: 'stripe',
    });
  });

  it('a method registered again keeps its place and takes the new settings', () => {
    const registry = pagePaymentRegistry({});
    registry.registerPaymentMethod(method('stripe', () => true));
    registry.registerPaymentMethod(method('cod', () => true));
    registry.registerPaymentMethod({ ...method('stripe', () => true), ariaLabel: 'Card' });
    expect(Object.values(registry.getPaymentMethods()).map((m) => `${m.name}: ${m.ariaLabel}`)).toEqual(['stripe: Card', 'cod: Pay with cod']);
  });

  it('refuses configurations Blocks would refuse, naming what is wrong', () => {
    const registry = pagePaymentRegistry({});
    const { ariaLabel: _a, edit: _e, ...incomplete } = method('stripe', () => true);
    expect(() => registry.registerPaymentMethod(incomplete as PaymentMethodConfig)).toThrow('The payment method configuration is missing: ariaLabel, edit.');
    expect(() => registry.registerPaymentMethod({ ...method('stripe', () => true), content: 'card' as never })).toThrow(
      "The payment method stripe's content must be a React element or null.",
    );
    expect(() => registry.registerPaymentMethod({ ...method('stripe', () => true), canMakePayment: true as never })).toThrow(TypeError);
    expect(() => registry.registerExpressPaymentMethod({ name: '', content: null, edit: null, canMakePayment: () => true })).toThrow('must be a non-empty string');
    expect(registry.getPaymentMethods()).toEqual({});
  });

  it('is one per page for every bundle, and is WooCommerce Blocks\' own registry on a block checkout', async () => {
    const page = {};
    vi.resetModules();
    const other = await import('./payment-registry.ts');
    other.pagePaymentRegistry(page).registerPaymentMethod(method('stripe', () => true));
    expect(Object.keys(pagePaymentRegistry(page).getPaymentMethods())).toEqual(['stripe']);

    const blocksRegistry = { registerPaymentMethod: vi.fn(), registerExpressPaymentMethod: vi.fn(), getPaymentMethods: () => ({}), getExpressPaymentMethods: () => ({}) };
    const blockCheckout = { wc: { wcBlocksRegistry: blocksRegistry } };
    const config = method('stripe', () => true);
    pagePaymentRegistry(blockCheckout).registerPaymentMethod(config);
    expect(blocksRegistry.registerPaymentMethod).toHaveBeenCalledWith(config);
  });
});
