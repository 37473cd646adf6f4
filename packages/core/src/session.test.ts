// @vitest-environment node
/**
 * The page-wide session client against the demo shop's real Store API and wc-ajax endpoints
 * (real HTTP, real nonces): a browser's cookie jar is played by a small fetch wrapper.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../../../examples/demo-shop/app.ts';
import { StoreApiError } from './store-api.ts';
import { pageSession, STORE_API_NONCE } from './session.ts';

let shop: Shop;
let productId: number;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 3, quiet: true });
  const row = shop.db.prepare("SELECT id FROM products WHERE type = 'simple' AND stock_status = 'instock' ORDER BY id LIMIT 1").get() as { id: number };
  productId = row.id;
});
afterAll(async () => {
  await shop.close();
});

interface Sent {
  method: string;
  path: string;
  nonce: string | null;
  cartToken: string | null;
  body: string;
  status: number;
}

let sent: Sent[] = [];
/** Plays the browser: keeps the shop's session cookie (unless `jar` is off) and records what went over the wire. */
function browserFetch(jar = true): void {
  let cookie = '';
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await real(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set && jar) cookie = set.split(';')[0] ?? '';
    const url = new URL(input);
    sent.push({ method: init.method ?? 'GET', path: url.pathname + url.search, nonce: headers.get('Nonce'), cartToken: headers.get('Cart-Token'), body: String(init.body ?? ''), status: response.status });
    return response;
  });
}

const storeApiRoot = (): string => `${shop.url}shop/wp-json/wc/store/v1/`;
const wcAjaxUrl = (): string => `${shop.url}shop/?wc-ajax=%%endpoint%%`;

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pageSession: the Store API', () => {
  it('takes the rotated nonce from a 403 invalid-nonce answer and retries once with it', async () => {
    browserFetch();
    const page = {};
    const session = pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, page);

    const cart = (await session.post('cart/add-item', { id: productId, quantity: 2 })) as { items_count: number };

    expect(cart.items_count).toBe(2);
    expect(sent.map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([
      'POST /shop/wp-json/wc/store/v1/cart/add-item 403',
      'POST /shop/wp-json/wc/store/v1/cart/add-item 201',
    ]);
    expect(sent[0]?.nonce).toBe('a0a0a0a0a0');
    expect(sent[1]?.nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(sent[1]?.nonce).not.toBe('a0a0a0a0a0');
    expect(session.nonce(STORE_API_NONCE)).toBe(sent[1]?.nonce);
  });

  it('retries only once: a refusal after the retry reaches the caller', async () => {
    browserFetch(false); // cookies blocked: every request is a new session, so every nonce is foreign
    const session = pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, {});

    const error: unknown = await session.post('cart/add-item', { id: productId, quantity: 1 }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ code: 'woocommerce_rest_invalid_nonce', status: 403, message: 'Nonce is invalid.' });
    expect(sent.map((s) => s.status)).toEqual([403, 403]);
  });

  it("turns the Store API's error answers into a StoreApiError with its code, message and status", async () => {
    browserFetch();
    const session = pageSession({ storeApiRoot: storeApiRoot() }, {});
    const error: unknown = await session.post('cart/add-item', { id: productId }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header. This endpoint requires a valid nonce.' });
    expect(sent).toHaveLength(1);
  });

  it('keeps the Cart-Token of every answer', async () => {
    browserFetch();
    const session = pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, {});
    expect(session.cartToken()).toBeNull();
    await session.get('cart');
    expect(session.cartToken()).toMatch(/^[0-9a-f]{10}$/);
  });

  it('sends the Cart-Token it holds: none before an answer gave one, then that one; a token the page gave from the start', async () => {
    browserFetch();
    const session = pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, {});
    await session.get('cart');
    const token = session.cartToken();
    await session.get('cart');
    expect(sent.map((s) => s.cartToken)).toEqual([null, token]);

    sent = [];
    const given = pageSession({ storeApiRoot: storeApiRoot(), cartToken: 'token-from-the-page' }, {});
    await given.get('cart');
    expect(sent.map((s) => s.cartToken)).toEqual(['token-from-the-page']);
    expect(given.hasStoreApi()).toBe(true);
    expect(pageSession({}, {}).hasStoreApi()).toBe(false);
  });
});

describe('pageSession: one client per page', () => {
  it('gives two widgets (two separately loaded copies of core) one client and one nonce', async () => {
    browserFetch();
    const page = {};
    // Two bundles on one page each carry their own copy of the module: nothing is shared through module state.
    vi.resetModules();
    const first = await import('./session.ts');
    vi.resetModules();
    const second = await import('./session.ts');
    expect(second.pageSession).not.toBe(first.pageSession);

    const sideCart = first.pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, page);
    const checkout = second.pageSession({ storeApiRoot: storeApiRoot(), storeApiNonce: 'a0a0a0a0a0' }, page);
    expect(checkout).toBe(sideCart);

    await sideCart.post('cart/add-item', { id: productId, quantity: 1 });
    const rotated = sideCart.nonce(STORE_API_NONCE);
    sent = [];
    await checkout.post('cart/add-item', { id: productId, quantity: 1 });

    // The second widget sends the nonce the first one was given: one request, no refusal.
    expect(sent.map((s) => `${s.status} ${String(s.nonce)}`)).toEqual([`201 ${String(rotated)}`]);
  });

  it('does not let a later bundle overwrite a nonce that rotated with the stale one its page printed', () => {
    const page = {};
    const session = pageSession({ storeApiNonce: 'first00000', nonces: { apply_coupon_nonce: 'coupon0000' } }, page);
    pageSession({ storeApiNonce: 'stale00000', nonces: { apply_coupon_nonce: 'stale00000', remove_coupon_nonce: 'remove0000' } }, page);
    expect([session.nonce(STORE_API_NONCE), session.nonce('apply_coupon_nonce'), session.nonce('remove_coupon_nonce')]).toEqual([
      'first00000',
      'coupon0000',
      'remove0000',
    ]);
  });
});

describe('pageSession: wc-ajax nonces', () => {
  it('sends the named nonce in the security field, fetching one the page never printed on first use', async () => {
    browserFetch();
    const session = pageSession({ wcAjaxUrl: wcAjaxUrl() }, {});
    await session.wcAjax('remove_coupon', { coupon: 'nope' }, { nonce: 'remove_coupon_nonce' });
    expect(sent.map((s) => `${s.path} ${s.status}`)).toEqual([
      '/shop/?wc-ajax=remove_coupon 403',
      '/shop/?wc-ajax=shop_islands_nonces 200',
      '/shop/?wc-ajax=remove_coupon 200',
    ]);

    sent = [];
    const text = await session.wcAjax('remove_coupon', { coupon: 'nope' }, { nonce: 'remove_coupon_nonce' });
    expect(text).toContain('Coupon has been removed.'); // WooCommerce says so for a coupon that was not applied, too
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]?.body).get('coupon')).toBe('nope');
    expect(new URLSearchParams(sent[0]?.body).get('security')).toBe(session.nonce('remove_coupon_nonce'));
  });

  it('on a cached page (another session\'s nonce) fetches fresh nonces once and retries', async () => {
    browserFetch();
    const cachedNonce = shop.context.nonces.createNonce('someone-else', 'update-order-review');
    const session = pageSession({ wcAjaxUrl: wcAjaxUrl(), nonces: { update_order_review_nonce: cachedNonce } }, {});

    const answer = JSON.parse(await session.wcAjax('update_order_review', { payment_method: 'cod' }, { nonce: 'update_order_review_nonce' })) as {
      fragments: Record<string, string>;
    };

    // the real answer for an empty cart: WooCommerce's session-expired fragment for the whole form
    expect(answer.fragments['form.woocommerce-checkout']).toContain('Sorry, your session has expired.');
    expect(sent.map((s) => `${s.path} ${s.status}`)).toEqual([
      '/shop/?wc-ajax=update_order_review 403',
      '/shop/?wc-ajax=shop_islands_nonces 200',
      '/shop/?wc-ajax=update_order_review 200',
    ]);
    expect(new URLSearchParams(sent[1]?.body).get('names')).toBe('update_order_review_nonce');
    const retried = new URLSearchParams(sent[2]?.body).get('security');
    expect(retried).not.toBe(cachedNonce);
    expect(retried).toBe(session.nonce('update_order_review_nonce'));
  });

  it("posts a serialized form (repeated names kept) to the page's own address, with the nonce set in it", async () => {
    browserFetch();
    const session = pageSession({ wcAjaxUrl: wcAjaxUrl(), nonces: { remove_coupon_nonce: 'f00d' } }, {});
    const form = new URLSearchParams([['coupon', 'nope'], ['list[]', 'a'], ['list[]', 'b'], ['security', 'stale']]);
    // The demo refuses the fields remove_coupon does not know (400): what matters here is what was sent, and where.
    await session.wcAjax('remove_coupon', form, { nonce: 'remove_coupon_nonce', url: `${shop.url}shop/checkout/?wc-ajax=remove_coupon` }).catch(() => undefined);
    const last = sent.at(-1)!;
    expect(last.path).toBe('/shop/checkout/?wc-ajax=remove_coupon');
    const body = new URLSearchParams(last.body);
    expect(body.getAll('list[]')).toEqual(['a', 'b']);
    expect(body.getAll('security')).toEqual([session.nonce('remove_coupon_nonce')]);
    expect(form.get('security')).toBe('stale');
  });

  it('gives up after one refresh when the server keeps refusing', async () => {
    browserFetch(false); // no cookies: the fresh nonce belongs to a session the next request does not have
    const session = pageSession({ wcAjaxUrl: wcAjaxUrl(), nonces: { update_order_review_nonce: 'a0a0a0a0a0' } }, {});
    const error: unknown = await session.wcAjax('update_order_review', {}, { nonce: 'update_order_review_nonce' }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ failure: 'status', status: 403, body: '-1' });
    expect(sent.map((s) => s.status)).toEqual([403, 200, 403]);
  });
});
