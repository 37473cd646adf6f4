// @vitest-environment node
/**
 * The demo server's answers to hostile input found in issue 22's security review, over real HTTP (Fastify's
 * inject) on a real SQLite database: nonces of any characters, anonymous traffic that must not grow the
 * database, filter values that must not act as patterns, and redirect targets that must stay on the shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from './app.ts';
import { DEMO_CUSTOMER } from './db/seed.ts';
import { AWS_SEARCH_BOUNDS } from './endpoints/aws-search.ts';
import { localPath } from './input/local-path.ts';
import { inputValue, newShopper, productId } from './testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 20, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const count = (table: string): number => (shop.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
/** Ten characters, but more than ten bytes: the length a nonce has, not the bytes. */
const ACCENTED_NONCE = 'éééééééééé';

describe('a nonce of any characters', () => {
  it('is refused with 403 by every nonce-checked endpoint: admin-ajax, wc-ajax and the Store API, never 500', async () => {
    const shopper = await newShopper(shop);
    const { actions, wcAjax } = shop.context.endpoints.ajaxNames();
    const checked = [
      ...actions.filter((name) => shop.context.endpoints.ajaxAction(name)?.nonceAction !== undefined).map((name) => ({ url: '/shop/wp-admin/admin-ajax.php', field: shop.context.endpoints.ajaxAction(name)!.nonceField ?? '_ajax_nonce', extra: { action: name } })),
      ...wcAjax.filter((name) => shop.context.endpoints.wcAjax(name)?.nonceAction !== undefined).map((name) => ({ url: `/shop/?wc-ajax=${name}`, field: shop.context.endpoints.wcAjax(name)!.nonceField ?? '_ajax_nonce', extra: {} })),
    ];
    expect(checked.length).toBeGreaterThan(5);
    for (const { url, field, extra } of checked) {
      for (const nonce of [ACCENTED_NONCE, '€€€€€€€€€€', 'ABCDEFABCD']) {
        const answer = await shopper.post(url, { ...extra, [field]: nonce, _wpnonce: nonce });
        expect([url, extra, answer.status, answer.body]).toEqual([url, extra, 403, '-1']);
      }
    }
    const store = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/add-item', payload: { id: productId(shop, 'beanie'), quantity: 1 }, headers: { cookie: shopper.cookie(), nonce: ACCENTED_NONCE } });
    expect([store.statusCode, store.json().code]).toEqual([403, 'woocommerce_rest_invalid_nonce']);
  });

  it('is refused by the forms as an expired one (the login form)', async () => {
    const shopper = await newShopper(shop);
    const answer = await shopper.post('/shop/my-account/', { login: 'Log in', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, 'woocommerce-login-nonce': ACCENTED_NONCE });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Your session has expired');
  });
});

describe('anonymous traffic', () => {
  it('stores no session for a visitor who only browses; the cookie it got keeps its nonces valid, and its first cart item stores it', async () => {
    const before = count('sessions');
    for (const url of ['/', '/shop/', '/shop/product/hoodie/', '/shop/cart/', '/?s=hoodie&post_type=product']) {
      expect((await shop.app.inject({ url })).statusCode).toBe(200);
    }
    expect(count('sessions')).toBe(before);
    const shopper = await newShopper(shop);
    const cookie = shopper.cookie();
    const checkout = await shopper.page('/shop/checkout/');
    expect(shopper.cookie()).toBe(cookie);
    expect(count('sessions')).toBe(before);
    await shopper.add(productId(shop, 'beanie'));
    expect(count('sessions')).toBe(before + 1);
    expect(shopper.cookie()).toBe(cookie);
    // The nonce printed before the session was stored is still this session's.
    const review = await shopper.ajax('update_order_review', { security: /"update_order_review_nonce":"([a-f0-9]{10})"/.exec(checkout)![1]! });
    expect(review.status).toBe(200);
    expect(await shopper.page('/shop/cart/')).toContain('Beanie');
  });

  it("never adopts a session id the shop did not issue (planted in a browser): a new one is set", async () => {
    const planted = 'a'.repeat(32);
    const answer = await shop.app.inject({ url: '/shop/cart/', headers: { cookie: `wp_woocommerce_session_shopislands=${planted}` } });
    const set = String(answer.headers['set-cookie'] ?? '');
    expect(set).toMatch(/^wp_woocommerce_session_shopislands=[a-f0-9]{32};/);
    expect(set).not.toContain(planted);
  });

  it('bounds the search: a term is searched on its first 100 characters, and the answer cache keeps the newest answers only', async () => {
    const search = (keyword: string) =>
      shop.app.inject({ method: 'POST', url: '/shop/?wc-ajax=aws_action', payload: new URLSearchParams({ action: 'aws_action', keyword, typedata: 'json' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const long = await search(`hoodie ${'x'.repeat(50_000)}`);
    expect(long.statusCode).toBe(200);
    const longest = (shop.db.prepare('SELECT MAX(length(keyword)) AS n FROM product_search_cache').get() as { n: number }).n;
    expect(longest).toBeLessThanOrEqual(shop.context.origin().length + 1 + AWS_SEARCH_BOUNDS.keywordChars);
    for (let i = 0; i < AWS_SEARCH_BOUNDS.cachedAnswers + 25; i += 1) expect((await search(`qx${i}`)).statusCode).toBe(200);
    expect(count('product_search_cache')).toBeLessThanOrEqual(AWS_SEARCH_BOUNDS.cachedAnswers);
    // The newest are kept, and a cached answer is the one computed.
    const again = await search(`qx${AWS_SEARCH_BOUNDS.cachedAnswers + 24}`);
    expect(again.json()).toEqual({ data: { top_text: '', notices: [], top_results: {} }, tax: {}, products: [] });
    expect((await search('hood')).json().products.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('filter values', () => {
  it('are compared as values, never as LIKE patterns', async () => {
    const shown = async (filter: string): Promise<string> => {
      const body = (await shop.app.inject({ url: `/shop/?filter_color=${encodeURIComponent(filter)}` })).body;
      return /woocommerce-result-count[^>]*>([^<]*)/.exec(body)?.[1] ?? (body.includes('No products were found') ? 'none' : '?');
    };
    expect(await shown('blue')).toMatch(/Showing all \d+ results/);
    expect(await shown('Blue')).toBe(await shown('blue'));
    for (const pattern of ['%', '_', 'blu_', 'b%', '%"', '\\']) expect(await shown(pattern)).toBe('none');
  });
});

describe('redirect targets', () => {
  const OUTSIDE = ['//evil.example/', '/\t/evil.example/', '/\n/evil.example', '/\r\n/evil.example', '/\\evil.example', '/\\\\evil.example', '\\/evil.example', '/%09/evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\u0000//evil.example'];

  it('a path on the shop is kept; anything a browser would read as another site is refused', () => {
    expect(localPath('/shop/thanks/?order=12#top')).toBe('/shop/thanks/?order=12#top');
    for (const target of OUTSIDE) {
      const path = localPath(target);
      // Refused, or a path that a browser resolves on the shop itself.
      if (path !== null) expect(new URL(path, 'http://shop.test').host).toBe('shop.test');
    }
    for (const target of ['//evil.example/', '/\t/evil.example/', '/\n/evil.example', '/\\evil.example', '\\/evil.example', 'https://evil.example/']) expect(localPath(target)).toBeNull();
  });

  it("after logging in, the form's redirect goes only to the shop", async () => {
    for (const target of [...OUTSIDE, `${shop.context.origin()}//evil.example/`]) {
      const shopper = await newShopper(shop);
      const nonce = inputValue(await shopper.page('/shop/my-account/'), 'woocommerce-login-nonce');
      const answer = await shopper.post('/shop/my-account/', { login: 'Log in', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, 'woocommerce-login-nonce': nonce, redirect: target });
      expect([target, answer.status]).toEqual([target, 303]);
      expect(new URL(answer.location ?? '', 'http://shop.test').host, `${JSON.stringify(target)} → ${answer.location}`).toBe('shop.test');
    }
  });
});
