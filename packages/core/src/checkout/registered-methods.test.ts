import { describe, expect, it } from 'vitest';
import { pagePaymentRegistry, type PaymentMethodConfig } from './payment-registry.ts';
import { existingPaymentRegistry, lendClassicHost, loadClassicHost, registeredPaymentMethods, whenPaymentMethodsRegistered } from './registered-methods.ts';

const method = (name: string): PaymentMethodConfig => ({ name, label: name, ariaLabel: name, content: null, edit: null, canMakePayment: () => true });

describe('whenPaymentMethodsRegistered', () => {
  it('waits for the first registration without creating a registry, then runs once', () => {
    const page = {};
    let runs = 0;
    whenPaymentMethodsRegistered(() => (runs += 1), page);
    expect(runs).toBe(0);
    expect(existingPaymentRegistry(page)).toBeUndefined();
    expect(registeredPaymentMethods(page)).toEqual([]);

    const registry = pagePaymentRegistry(page);
    registry.registerExpressPaymentMethod({ name: 'express', content: null, edit: null, canMakePayment: () => true });
    expect(runs).toBe(0);
    registry.registerPaymentMethod(method('stripe'));
    expect(runs).toBe(1);
    registry.registerPaymentMethod(method('paypal'));
    expect(runs).toBe(1);
    expect(registeredPaymentMethods(page).map((m) => m.name)).toEqual(['stripe', 'paypal']);
  });

  it('runs at once when a method is already registered', () => {
    const page = {};
    pagePaymentRegistry(page).registerPaymentMethod(method('stripe'));
    let runs = 0;
    whenPaymentMethodsRegistered(() => (runs += 1), page);
    expect(runs).toBe(1);
  });

  it("reads WooCommerce Blocks' registry when the page has one", () => {
    const blocks = pagePaymentRegistry({});
    blocks.registerPaymentMethod(method('stripe'));
    const page = { wc: { wcBlocksRegistry: blocks } };
    let runs = 0;
    whenPaymentMethodsRegistered(() => (runs += 1), page);
    expect(runs).toBe(1);
    expect(existingPaymentRegistry(page)).toBe(blocks);
  });
});

describe('loadClassicHost', () => {
  it('fetches the classic host with the loader the registering bundle lent (the first one stays); null before any', async () => {
    const page = {};
    expect(loadClassicHost(page)).toBeNull();
    lendClassicHost(() => import('./classic-host.tsx'), page);
    lendClassicHost(() => Promise.reject(new Error('a second loader is not used')), page);
    const host = await loadClassicHost(page);
    expect(typeof host?.hostPaymentMethods).toBe('function');
  });
});
