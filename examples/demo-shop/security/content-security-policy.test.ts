// @vitest-environment node
/**
 * The demo's Content-Security-Policy over real HTTP (Fastify's inject): every HTML document has one, without
 * 'unsafe-inline' or 'unsafe-eval'; a page's inline scripts carry that response's own nonce and nothing else
 * inline can run. The e2e suite runs every widget under it (a refused script is a console error there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { CHECKOUT_BLOCK_URL } from '../blocks/page.ts';
import { PAYMENT_BOX_PATH } from '../payment-box/routes.ts';
import { AUTHORIZE_PATH, FRAME_PATH } from '../provider/server/keys.ts';
import { newShopper, productId } from '../testing/shopper.ts';
import { CSP_HEADER } from './content-security-policy.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 5, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

/** The policy's directives by name. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));

/** The opening tags of scripts the browser would run inline: no src, and a JavaScript type (or none). */
const inlineScripts = (body: string): string[] =>
  [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\ssrc=/.test(tag) && !/\stype="(application\/json|text\/template)"/.test(tag));

describe('Content-Security-Policy on the demo pages', () => {
  it("every page: scripts from the shop's origin, Stripe.js's, or with this response's nonce; no unsafe-inline, no unsafe-eval, no inline handlers, no plugins, no <base>", async () => {
    const shopper = await newShopper(shop);
    await shopper.add(productId(shop, 'beanie'));
    const pages = ['/', '/shop/', '/shop/product/hoodie/', '/?s=hoodie&post_type=product', '/shop/cart/', '/shop/checkout/', CHECKOUT_BLOCK_URL, '/shop/my-account/', '/blog/', '/shop/no-such-page/'];
    const nonces = new Set<string>();
    for (const url of pages) {
      const answer = await shopper.get(url);
      const policy = String(answer.headers[CSP_HEADER.toLowerCase()] ?? '');
      const d = directives(policy);
      const scriptSrc = d.get('script-src') ?? [];
      expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
      expect([url, scriptSrc.slice(0, 2), d.get('script-src-attr'), d.get('object-src'), d.get('base-uri')]).toEqual([url, ["'self'", 'https://js.stripe.com'], ["'none'"], ["'none'"], ["'none'"]]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc[2] ?? '')?.[1];
      expect(nonce, `${url}: a nonce in script-src`).toBeDefined();
      expect(scriptSrc.length).toBe(3);
      nonces.add(nonce!);
      const inline = inlineScripts(answer.body);
      expect(inline.length, `${url} prints its settings inline`).toBeGreaterThan(0);
      for (const tag of inline) expect([url, tag]).toEqual([url, expect.stringContaining(` nonce="${nonce}"`)]);
      // No inline event handler or javascript: URL of ours on the page (script-src-attr 'none' would refuse them).
      expect(answer.body, url).not.toMatch(/<[^>]+\son[a-z]+\s*=|(?:href|src|action)="\s*javascript:/i);
    }
    expect(nonces.size, 'a fresh nonce for every response').toBe(pages.length);
  });

  it('the GA4 snippet in <head> carries the nonce too (a tracked page)', async () => {
    const answer = await (await newShopper(shop)).get('/shop/product/hoodie/');
    expect(answer.body).toMatch(/<script nonce="[^"]+" id="woocommerce-google-analytics-integration-gtag-js-after">/);
  });

  it('documents other than pages (the buy-now payment box, the provider frame) carry the policy without any nonce: they have no inline script', async () => {
    const shopper = await newShopper(shop);
    for (const url of [`${PAYMENT_BOX_PATH}?product_id=${productId(shop, 'beanie')}`, FRAME_PATH]) {
      const answer = await shopper.get(url);
      expect(answer.status, url).toBe(200);
      expect([url, answer.headers[CSP_HEADER.toLowerCase()]]).toEqual([url, `script-src 'self' https://js.stripe.com; script-src-attr 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self' ${shop.context.origin()}; form-action 'self'`]);
      expect(inlineScripts(answer.body), url).toEqual([]);
    }
  });
});

describe('framing, form targets and sniffing, over real HTTP', () => {
  it("pages may be framed by the shop only and post forms to it only; the provider's frames and the payment box may be framed by the shop's origin; every answer is nosniff", async () => {
    const get = async (path: string): Promise<Response> => fetch(new URL(path, shop.url), { redirect: 'manual' });
    const origin = shop.context.origin();
    for (const path of ['/', '/shop/', '/shop/product/hoodie/', '/shop/cart/', '/shop/checkout/', CHECKOUT_BLOCK_URL, '/shop/my-account/', '/shop/no-such-page/']) {
      const answer = await get(path);
      const d = directives(answer.headers.get(CSP_HEADER) ?? '');
      expect([path, d.get('frame-ancestors'), d.get('form-action'), answer.headers.get('x-content-type-options')]).toEqual([path, ["'self'"], ["'self'"], 'nosniff']);
    }
    for (const path of [FRAME_PATH, `${AUTHORIZE_PATH}?intent=pi_none&client_secret=none`, `${PAYMENT_BOX_PATH}?product_id=${productId(shop, 'beanie')}`]) {
      const answer = await get(path);
      const d = directives(answer.headers.get(CSP_HEADER) ?? '');
      expect([path, d.get('frame-ancestors'), d.get('form-action'), answer.headers.get('x-content-type-options')]).toEqual([path, ["'self'", origin], ["'self'"], 'nosniff']);
    }
    for (const path of ['/shop/?wc-ajax=get_refreshed_fragments', '/shop/wp-json/wc/store/v1/cart']) {
      expect([path, (await get(path)).headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
    }
  });
});
