/**
 * Contract tests run the widgets' own readers and clients against the demo shop's real answers:
 * a real shop (SQLite, Fastify) on a free port, real HTTP, nothing written by hand.
 */
import { createShop, type Shop } from '../../examples/demo-shop/app.ts';

export async function startDemo(): Promise<Shop> {
  return createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
}

/** A shopper's session: fetch with the shop's session cookie kept between requests, as a browser would. */
export function sessionFetch(): typeof fetch {
  const realFetch = globalThis.fetch;
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await realFetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

/** The localized settings a page prints (`<script nonce="…" id="NAME-js-extra">var NAME = {...};</script>`), by name. */
export function pageGlobals(html: string): Record<string, unknown> {
  return Object.fromEntries(
    [...html.matchAll(/<script[^>]*\sid="[^"]*-js-extra">var ([\w$]+) = (.*?);<\/script>/g)].map((m) => [m[1]!, JSON.parse(m[2]!) as unknown]),
  );
}

/** An address the page printed (often relative), on the running shop. */
export function onShop(shop: Shop, address: string): string {
  return new URL(address, shop.url).href;
}
