/**
 * Load on the demo server through its real HTTP endpoints, on loopback only, bounded in count and time: buyers
 * racing for the last items of a product (each its own session: a cart, the checkout page's nonce, then every
 * order submitted at once), and concurrent live searches. Node's own fetch (undici) keeps one connection per
 * buyer. Used by load.bench.ts (figures) and tests/unit/load.test.ts (what must hold: no oversell, no error).
 */
import { createShop } from '../../examples/demo-shop/app.ts';
import { GB_BILLING_FIELDS } from '../e2e/checkout-shopper.ts';

type Shop = Awaited<ReturnType<typeof createShop>>;

export interface Timings {
  /** Requests answered. */
  readonly count: number;
  /** Wall time from the first request sent to the last answer, ms. */
  readonly wallMs: number;
  /** Requests per second over that time. */
  readonly throughput: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
}

export interface StockRace {
  readonly buyers: number;
  readonly stock: number;
  readonly orders: number;
  /** Answers refusing the order for want of stock (WooCommerce's 'not enough in stock' / 'not in stock' notices). */
  readonly outOfStock: number;
  /** Any other answer (should be none). */
  readonly other: string[];
  readonly stockLeft: number | null;
  /** The lowest stock seen while the orders were coming in (never below zero). */
  readonly lowestStock: number;
  readonly checkout: Timings;
}

export interface SearchLoad {
  readonly searches: number;
  /** Answers that were not a 200 with the results JSON. */
  readonly errors: string[];
  readonly search: Timings;
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/?$/;

/** A demo shop on loopback, its own database in a temp dir. */
export async function startLoadShop(): Promise<Shop> {
  const shop = await createShop({ port: 0, host: '127.0.0.1', quiet: true, products: 0 });
  if (!LOOPBACK.test(shop.url)) {
    await shop.close();
    throw new Error(`load runs on loopback only, not ${shop.url}`);
  }
  return shop;
}

function timings(durations: number[], wallMs: number): Timings {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, wallMs, throughput: sorted.length / (wallMs / 1000), p50Ms: at(0.5), p95Ms: at(0.95) };
}

/** One shopper's session: cookies kept from each answer. */
class Buyer {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async fetch(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(new URL(path, this.base), {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { status: res.status, text: await res.text() };
  }
}

const ORDER_FIELDS = {
  ...GB_BILLING_FIELDS,
  payment_method: 'cod',
  terms: 'on',
  'terms-field': '1',
};

/**
 * `buyers` shoppers each put one of a product with `stock` left in their cart and open the checkout; then every
 * one of them places the order at the same moment.
 */
export async function raceForStock(shop: Shop, buyers = 50, stock = 10): Promise<StockRace> {
  const product = shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number };
  shop.db.prepare("UPDATE products SET stock_quantity = ?, stock_status = 'instock' WHERE id = ?").run(stock, product.id);
  const ordersBefore = (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  const crowd = Array.from({ length: buyers }, () => new Buyer(shop.url));
  const nonces = await Promise.all(
    crowd.map(async (buyer) => {
      await buyer.fetch(`/shop/?add-to-cart=${product.id}`);
      const page = await buyer.fetch('/shop/checkout/');
      const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(page.text)?.[1];
      if (!nonce) throw new Error(`the checkout page printed no nonce (HTTP ${page.status})`);
      return nonce;
    }),
  );
  const readStock = shop.db.prepare('SELECT stock_quantity AS q FROM products WHERE id = ?');
  let lowestStock = stock;
  const durations: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    crowd.map(async (buyer, i) => {
      const sent = performance.now();
      const answer = await buyer.fetch('/shop/?wc-ajax=checkout', {
        method: 'POST',
        form: { ...ORDER_FIELDS, 'woocommerce-process-checkout-nonce': nonces[i]! },
        headers: { 'idempotency-key': `load-${i}-${Date.now()}` },
      });
      durations.push(performance.now() - sent);
      lowestStock = Math.min(lowestStock, (readStock.get(product.id) as { q: number | null }).q ?? 0);
      return answer;
    }),
  );
  const wallMs = performance.now() - started;
  let outOfStock = 0;
  const other: string[] = [];
  for (const { status, text } of answers) {
    let body: { result?: string; messages?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      other.push(`HTTP ${status}: ${text.slice(0, 120)}`);
      continue;
    }
    if (body.result === 'success') continue;
    if (/in stock/.test(body.messages ?? '')) outOfStock += 1;
    else other.push(`HTTP ${status}: ${(body.messages ?? text).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160)}`);
  }
  const orders = (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n - ordersBefore;
  const stockLeft = (readStock.get(product.id) as { q: number | null }).q;
  return { buyers, stock, orders, outOfStock, other, stockLeft, lowestStock, checkout: timings(durations, wallMs) };
}

/** What shoppers type, key by key: every prefix of two letters or more of ten words (46 distinct terms). */
const SEARCH_TERMS = ['hoodie', 'beanie', 'polo', 'sunglasses', 'album', 'cap', 'shirt', 'belt', 'single', 'logo'].flatMap((word) => [...word].slice(1).map((_, i) => word.slice(0, i + 2)));

/** `searches` live searches at once (Advanced Woo Search's `aws_action`, as the search box sends it). */
export async function concurrentSearches(shop: Shop, searches = 200): Promise<SearchLoad> {
  const buyer = new Buyer(shop.url);
  const home = await buyer.fetch('/shop/');
  if (home.status !== 200) throw new Error(`the shop's home answered ${home.status}`);
  const durations: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: searches }, async (_, i) => {
      const sent = performance.now();
      const res = await fetch(new URL('/shop/wp-admin/admin-ajax.php', shop.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'aws_action', keyword: SEARCH_TERMS[i % SEARCH_TERMS.length]!, aws_page: '0', aws_tax: '', lang: '', pageurl: `${shop.url}/shop/`, typedata: 'json' }).toString(),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      durations.push(performance.now() - sent);
      let ok = res.status === 200;
      try {
        ok &&= typeof JSON.parse(text) === 'object';
      } catch {
        ok = false;
      }
      if (!ok) errors.push(`HTTP ${res.status}: ${text.slice(0, 120)}`);
    }),
  );
  return { searches, errors, search: timings(durations, performance.now() - started) };
}
