/**
 * The blocks' express methods: canMakePayment asks the browser whether it offers the wallet, as upe-blocks.js does
 * (an Express Checkout Element for that wallet alone in a hidden container, its `ready` event's
 * availablePaymentMethods), once a page, and leaves nothing behind; no wallet, a load error: not payable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import recorded from '../fixtures/express-params.json';
import { startBlocksExpress, type ExpressMethodOptions } from './register.ts';

type Ready = { availablePaymentMethods?: Record<string, boolean> } | 'loaderror';

/** A stand-in for Stripe.js whose Express Checkout Element answers `ready` as told (per wallet shown 'always'). */
function fakeStripe(answer: (wallet: string) => Ready): { created: string[]; amounts: number[] } {
  const created: string[] = [];
  const amounts: number[] = [];
  // called with `new`, as Stripe.js is
  const constructor = vi.fn(function () {
    return {
      elements: vi.fn((options: { amount: number }) => (amounts.push(options.amount), {
        create: vi.fn((_type: string, options: { paymentMethods: Record<string, string> }) => {
          const wallet = Object.entries(options.paymentMethods).find(([, show]) => show === 'always' || show === 'auto')?.[0] ?? '';
          created.push(wallet);
          const handlers: Record<string, (event: unknown) => void> = {};
          return {
            on: (name: string, handler: (event: unknown) => void) => void (handlers[name] = handler),
            mount: () => {
              const ready = answer(wallet);
              queueMicrotask(() => (ready === 'loaderror' ? handlers.loaderror?.({}) : handlers.ready?.({ elementType: 'expressCheckout', ...ready })));
            },
            destroy: vi.fn(),
          };
        }),
      })),
    };
  });
  vi.stubGlobal('Stripe', constructor);
  return { created, amounts };
}

function registered(): Record<string, ExpressMethodOptions> {
  const methods: Record<string, ExpressMethodOptions> = {};
  vi.stubGlobal('wc_stripe_express_checkout_params', recorded.checkout);
  vi.stubGlobal('wc', {
    wcBlocksRegistry: { registerExpressPaymentMethod: (options: ExpressMethodOptions) => void (methods[options.name] = options) },
    wcSettings: { getSetting: () => ({ isExpressCheckoutEnabled: true, isLinkEnabled: false, shouldShowExpressCheckoutButton: true, supports: ['products'] }) },
  });
  startBlocksExpress(window, document);
  return methods;
}

const cart = { cart: { cartTotals: { total_price: '4500', currency_code: 'GBP', currency_minor_unit: 2 } } };

describe("the blocks' express methods: canMakePayment", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('resolves true for the wallet the browser offers and false for the one it lacks, leaving no probe behind', async () => {
    const { created, amounts } = fakeStripe((wallet) => ({ availablePaymentMethods: { applePay: false, googlePay: true, link: false, [wallet]: wallet === 'googlePay' } }));
    const methods = registered();
    await expect(methods.express_checkout_element_googlePay!.canMakePayment(cart)).resolves.toBe(true);
    await expect(methods.express_checkout_element_applePay!.canMakePayment(cart)).resolves.toBe(false);
    expect(created).toEqual(['googlePay', 'applePay']);
    // each probe's Elements group is made for the cart's total, in the units Stripe uses for the currency
    expect(amounts).toEqual([4500, 4500]);
    expect(document.body.children).toHaveLength(1); // the order attribution inputs only
    // asked once a page: the block asks again as the cart changes
    await expect(methods.express_checkout_element_googlePay!.canMakePayment(cart)).resolves.toBe(true);
    expect(created).toHaveLength(2);
  });

  it('resolves false when the browser offers no wallet (no availablePaymentMethods) or the element fails to load', async () => {
    fakeStripe((wallet) => (wallet === 'googlePay' ? 'loaderror' : {}));
    const methods = registered();
    await expect(methods.express_checkout_element_googlePay!.canMakePayment(cart)).resolves.toBe(false);
    await expect(methods.express_checkout_element_applePay!.canMakePayment(cart)).resolves.toBe(false);
  });

  it('is false at once, without Stripe.js, for a cart that costs nothing', () => {
    const { created } = fakeStripe(() => ({ availablePaymentMethods: { googlePay: true } }));
    const methods = registered();
    expect(methods.express_checkout_element_googlePay!.canMakePayment({ cart: { cartTotals: { total_price: '0', currency_minor_unit: 2 } } })).toBe(false);
    expect(created).toEqual([]);
  });
});
