// @vitest-environment jsdom
// (jsdom: fragments go through DOMPurify, as in the widget.)
/**
 * The storefront's clients and readers on the demo's real answers: the Store API cart through the page's
 * session client (`fetchCart`, `removeCartItem` → `toCart`), `?wc-ajax=add_to_cart` (`addToCart`) and the
 * Store API's error shape.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shop } from '../../examples/demo-shop/app.ts';
import { pageSession, type ShopSession } from '../../packages/core/src/session.ts';
import { StoreApiError } from '../../packages/core/src/store-api.ts';
import { startCartFeatures } from '../../packages/storefront/src/cart-loader.ts';
import { addToCart, fetchCart, removeCartItem } from '../../packages/storefront/src/api.ts';
import { onShop, pageGlobals, sessionFetch, startDemo } from './demo.ts';

let shop: Shop;
let beanie: number;
beforeAll(async () => {
  shop = await startDemo();
  beanie = (shop.db.prepare("SELECT id FROM products WHERE slug = 'beanie'").get() as { id: number }).id;
});
afterAll(async () => {
  await shop.close();
});

/** A shopper: their own session cookie, and the settings the shop printed for them on /shop/. */
let settings: { store: ShopSession; wcAjaxUrl: string; cartUrl: string; viewCartText: string };
let shopPage: string;
beforeEach(async () => {
  vi.stubGlobal('fetch', sessionFetch());
  shopPage = await (await fetch(onShop(shop, '/shop/'))).text();
  const globals = pageGlobals(shopPage) as {
    shopIslandsStoreApi: { root: string; nonce: string };
    wc_add_to_cart_params: { wc_ajax_url: string; cart_url: string; i18n_view_cart: string };
  };
  settings = {
    // a page of its own each time (the session client is one per page)
    store: pageSession({ storeApiRoot: onShop(shop, globals.shopIslandsStoreApi.root), storeApiNonce: globals.shopIslandsStoreApi.nonce }, {}),
    wcAjaxUrl: onShop(shop, globals.wc_add_to_cart_params.wc_ajax_url),
    cartUrl: globals.wc_add_to_cart_params.cart_url,
    viewCartText: globals.wc_add_to_cart_params.i18n_view_cart,
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storefront contract', () => {
  it('adds with wc-ajax and reads the fragments and cart hash', async () => {
    const added = await addToCart(settings.wcAjaxUrl, { product_id: String(beanie), quantity: '2', product_sku: 'woo-beanie' });
    expect(added.added).toBe(true);
    if (!added.added) return;
    expect(added.cartHash).toMatch(/^[a-f0-9]{32}$/);
    expect(added.fragments['div.widget_shopping_cart_content']).toContain('Beanie');
    expect(added.fragments['a.cart-contents']).toContain('2 items');
  });

  it("reads wc-ajax's refusal as 'not added', with the product's address", async () => {
    expect(await addToCart(settings.wcAjaxUrl, { product_id: String(beanie), quantity: '-1' })).toEqual({ added: false, productUrl: '/shop/product/beanie/' });
  });

  it('reads the Store API cart, then removes the line', async () => {
    await addToCart(settings.wcAjaxUrl, { product_id: String(beanie), quantity: '2' });
    const cart = await fetchCart(settings.store);
    expect(cart).toMatchObject({ itemsCount: 2, subtotal: 3600, currency: { code: 'GBP', minorUnit: 2, prefix: '£' } });
    expect(cart.items).toEqual([{ key: expect.stringMatching(/^[a-f0-9]{32}$/), productId: beanie, name: 'Beanie', quantity: 2, price: 1800 }]);
    const emptied = await removeCartItem(settings.store, cart.items[0]!.key);
    expect(emptied).toMatchObject({ items: [], itemsCount: 0, subtotal: 0 });
  });

  it("adds from the shop page's own listing button, swapping in the shop's real fragments", async () => {
    const page = new DOMParser().parseFromString(shopPage, 'text/html');
    document.body.replaceChildren(document.importNode(page.body, true));
    const button = document.querySelector<HTMLElement>('ul.products .ajax_add_to_cart')!;
    const name = button.closest('li')!.querySelector('.woocommerce-loop-product__title')!.textContent!;
    const heard: unknown[] = [];
    document.body.addEventListener('added_to_cart', (event) => heard.push((event as CustomEvent).detail));
    const features = startCartFeatures(document, { addToCart: settings, sideCart: null });
    button.click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    features.stop();
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain(name);
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('1 item');
    expect(button.nextElementSibling?.getAttribute('href')).toBe(settings.cartUrl);
    expect((await fetchCart(settings.store)).items.map((item) => [item.name, item.quantity])).toEqual([[name, 1]]);
  });

  it('reads the Store API error answer (code, message, status)', async () => {
    const refused = await settings.store.post('cart/remove-item', { key: 'f'.repeat(32) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreApiError);
    expect(refused).toMatchObject({ code: 'woocommerce_rest_cart_invalid_key', status: 409, message: 'Cart item no longer exists or is invalid.' });
    const invalid = await settings.store.post('cart/remove-item', { key: { line: 1 }, extra: true }).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ code: 'rest_invalid_param', status: 400, message: 'Invalid parameter(s): extra, key' });
  });
});
