/**
 * A shopper for server tests: real HTTP through Fastify's inject, with a browser's cookie jar (the
 * session cookie is replaced when the shop sets a new one, as at login), the page's nonces and the Store
 * API nonce kept from each answer.
 */
import type { Shop } from '../app.ts';

export interface Answer { status: number; body: string; headers: Record<string, unknown>; location?: string }

export interface Shopper {
  /** The current session cookie (`name=value`). */
  cookie(): string;
  get(url: string, headers?: Record<string, string>): Promise<Answer>;
  /** GET and return the body. */
  page(url: string): Promise<string>;
  /** A form post (application/x-www-form-urlencoded); repeated names may be given as [name, value] pairs. */
  post(url: string, fields: Record<string, string> | [string, string][], headers?: Record<string, string>): Promise<Answer>;
  /** POST a wc-ajax endpoint on the shop page. */
  ajax(endpoint: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Answer>;
  /** A Store API call with the Nonce header. */
  store(method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; json: Record<string, any> }>;
  /** Adds a product to the cart (`?wc-ajax=add_to_cart`). */
  add(productId: number, quantity?: number): Promise<void>;
}

/** The value a page printed for a hidden input (`name="…" value="…"`). */
export function inputValue(html: string, name: string): string {
  const match = new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no input named ${name} on the page`);
  return match[1]!;
}

/** A key of a localized settings object the page printed (`"update_order_review_nonce":"…"`). */
export function settingValue(html: string, key: string): string {
  const match = new RegExp(`"${key}":"([^"]*)"`).exec(html);
  if (!match) throw new Error(`no setting ${key} on the page`);
  return match[1]!;
}

/** The localized settings a page prints (`var NAME = {...};`), by name. */
export function pageGlobal(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`var ${name} = (.*?);</script>`).exec(html);
  if (!match) throw new Error(`no ${name} on the page`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

export async function newShopper(shop: Shop): Promise<Shopper> {
  let cookie = '';
  let nonce = '';
  const keep = (headers: Record<string, unknown>): void => {
    const set = headers['set-cookie'];
    const first = Array.isArray(set) ? set[0] : set;
    if (first) cookie = String(first).split(';')[0]!;
    if (headers.nonce) nonce = String(headers.nonce);
  };
  const answer = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer => {
    keep(res.headers);
    return { status: res.statusCode, body: res.body, headers: res.headers, location: res.headers.location as string | undefined };
  };
  const form = (fields: Record<string, string> | [string, string][]): string => new URLSearchParams(fields).toString();
  const self: Shopper = {
    cookie: () => cookie,
    get: async (url, headers = {}) => answer(await shop.app.inject({ url, headers: { cookie, ...headers } })),
    page: async (url) => (await self.get(url)).body,
    post: async (url, fields, headers = {}) =>
      answer(await shop.app.inject({ method: 'POST', url, payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers } })),
    ajax: (endpoint, fields, headers) => self.post(`/shop/?wc-ajax=${endpoint}`, fields, headers),
    store: async (method, route, body) => {
      if (nonce === '' && method !== 'GET') await self.store('GET', 'cart');
      const res = await shop.app.inject({ method, url: `/shop/wp-json/wc/store/v1/${route}`, headers: { cookie, nonce }, ...(body === undefined ? {} : { payload: body as object }) });
      keep(res.headers);
      return { status: res.statusCode, json: res.json() as Record<string, any> };
    },
    add: async (productId, quantity = 1) => {
      const res = await self.ajax('add_to_cart', { product_id: String(productId), quantity: String(quantity) });
      if (res.status !== 200 || res.body.includes('"error":true')) throw new Error(`could not add product ${productId}: ${res.body}`);
    },
  };
  await self.get('/shop/cart/');
  return self;
}

/** A product's id by its slug. */
export function productId(shop: Shop, slug: string): number {
  const row = shop.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number } | undefined;
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

/** Ada's billing details: a complete GB address. */
export const ADA = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '12 Analytical Row', billing_city: 'London',
  billing_postcode: 'SW1A 1AA', billing_phone: '020 7946 0000', billing_email: 'ada@example.com',
} as const;
