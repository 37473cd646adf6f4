// @vitest-environment node
/** Core's cart state read from the demo shop's real Store API cart, and canMakePayment's argument from it. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../../../examples/demo-shop/app.ts';
import { pageSession } from '../session.ts';
import { canMakePaymentArgumentOf, cartTotalOf, followCart, pageCartState, readStoreCart } from './cart-state.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

/** fetch with the shop's session cookie kept, as a browser does. */
function browser(): void {
  const real = globalThis.fetch;
  let cookie = '';
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await real(input, { ...init, headers });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return response;
  });
}

describe("the cart in core's store", () => {
  it("reads the Store API's cart: totals with their currency, requirements, addresses; Blocks' argument from it", async () => {
    browser();
    const beanie = (shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
    await fetch(`${shop.url}shop/?add-to-cart=${beanie}`);
    const session = pageSession({ storeApiRoot: `${shop.url}shop/wp-json/wc/store/v1` }, {});
    const cart = readStoreCart(await session.get('cart'));
    expect(cart).not.toBeNull();
    expect(cartTotalOf(cart!.cartTotals)).toEqual({ amount: Number(cart!.cartTotals.total_price), currency: 'GBP', minorUnit: 2 });
    expect(cart!.paymentRequirements).toEqual(['products']);
    expect(cart!.cartNeedsPayment).toBe(true);
    const argument = canMakePaymentArgumentOf(cart, { paymentRequirements: ['products'], billingAddress: { country: 'NL' } });
    expect(argument).toMatchObject({ cartTotals: cart!.cartTotals, cartNeedsShipping: true, paymentRequirements: ['products'], billingAddress: { country: 'NL' } });
    vi.unstubAllGlobals();
  });

  it('follows the cart: read at start and again after every totals update, into the one state of the page', async () => {
    browser();
    const { Window } = await import('happy-dom');
    const win = new Window({ url: shop.url });
    const doc = win.document as unknown as Document;
    const beanie = (shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
    await fetch(`${shop.url}shop/?add-to-cart=${beanie}`);
    const session = pageSession({ storeApiRoot: `${shop.url}shop/wp-json/wc/store/v1` }, win);
    const state = pageCartState(win);
    const totals: number[] = [];
    state.subscribe(() => totals.push(cartTotalOf(state.getState().cart?.cartTotals)?.amount ?? -1));
    const stop = followCart(session, doc);
    expect(followCart(session, doc)).toBe(stop);
    await vi.waitFor(() => expect(totals).toHaveLength(1));
    // A coupon changes the cart; the checkout then announces its totals update.
    const nonce = session.nonce('wc_store_api');
    await session.post('cart/apply-coupon', { code: 'welcome10' }, { headers: nonce ? { Nonce: nonce } : {} });
    doc.body.dispatchEvent(new win.CustomEvent('updated_checkout', { detail: [] }) as unknown as Event);
    await vi.waitFor(() => expect(totals).toHaveLength(2));
    expect(totals[1]).toBeLessThan(totals[0]!);
    stop();
    await win.happyDOM.close();
    vi.unstubAllGlobals();
  });

  it("reads nothing but a cart, and leaves canMakePayment's argument alone without one", () => {
    expect(readStoreCart({ items: [] })).toBeNull();
    expect(canMakePaymentArgumentOf(null, { paymentRequirements: ['products'] })).toEqual({ paymentRequirements: ['products'] });
  });
});
