/**
 * Recorded answers of the real plugins, as the widgets read them: the live store's answers, made
 * independent of the run (store address, random ids, dates), are committed as fixtures beside the
 * widgets, whose contract tests feed them to the widgets' readers. `contracts.test.ts` checks on every
 * run that the store still answers exactly that, and rewrites them with SHOP_ISLANDS_RECORD=1.
 */
import { join } from 'node:path';
import { ROOT } from './setup.ts';

export const RECORDED_ORIGIN = 'http://store.test';
export const RECORDED_UNIQ_ID = '0123456789abcd';
/** The order number recorded GA4 purchases carry (each run places a new order). */
export const RECORDED_ORDER_ID = '1000';
const DATE = '2026-01-01 00:00:00';

export const FIXTURES = {
  awsHoodie: join(ROOT, 'packages', 'live-search', 'src', 'fixtures', 'aws-action-hoodie.json'),
  awsNothing: join(ROOT, 'packages', 'live-search', 'src', 'fixtures', 'aws-action-qwerty.json'),
  aspProduct: join(ROOT, 'packages', 'buy-now', 'src', 'fixtures', 'asp-product.json'),
  ga4Pages: join(ROOT, 'packages', 'tracking', 'src', 'fixtures', 'ga4w-pages.json'),
  orderAttribution: join(ROOT, 'packages', 'tracking', 'src', 'fixtures', 'wc-order-attribution.json'),
} as const;

/** The live answer with the store's address replaced by RECORDED_ORIGIN, in both spellings JSON may use. */
function withRecordedOrigin(text: string, origin: string): string {
  return text.split(origin).join(RECORDED_ORIGIN).split(origin.replace(/\//g, '\\/')).join(RECORDED_ORIGIN.replace(/\//g, '\\/'));
}

/** An `aws_action` JSON answer, with dates fixed (WordPress's post dump carries the install time). */
export function recordAwsAnswer(body: string, origin: string): string {
  const json = JSON.parse(withRecordedOrigin(body, origin)) as { products?: Array<{ post_data?: Record<string, unknown> }> };
  for (const product of json.products ?? []) {
    for (const key of ['post_date', 'post_date_gmt', 'post_modified', 'post_modified_gmt']) {
      if (product.post_data && key in product.post_data) product.post_data[key] = DATE;
    }
  }
  return `${JSON.stringify(json, null, 2)}\n`;
}

export interface RecordedAspProduct {
  /** What `[asp_product]` prints for its button: the form and the button container. */
  markup: string;
  /** Its inline script without the data: how it hands the data to the handler. */
  script: string;
  /** The settings object the inline script hands to `stripeHandlerNG` (asp_data_{uniq_id}). */
  data: Record<string, unknown>;
  /** `wpASPNG`, as Stripe Payments localizes it for its handler. */
  wpASPNG: Record<string, unknown>;
}

/** The `[asp_product]` output on a legacy page, with its random button id and cache key fixed. */
export function recordAspProduct(html: string, origin: string): string {
  const page = withRecordedOrigin(html, origin);
  const uniq = /<form id="asp_ng_form_([A-Za-z0-9]+)"/.exec(page)?.[1];
  if (!uniq) throw new Error('no [asp_product] form on the page');
  const start = page.indexOf(`<form id="asp_ng_form_${uniq}"`);
  const end = page.indexOf('</script>', page.indexOf(`var asp_data_${uniq} = `)) + '</script>'.length;
  const common = /var wpASPNG = (\{.*?\});/.exec(page)?.[1];
  if (start < 0 || end < start || !common) throw new Error('the [asp_product] output is not where Stripe Payments 2.0.98 prints it');
  const markup = page.slice(start, end).split(uniq).join(RECORDED_UNIQ_ID);
  const data = JSON.parse(/var asp_data_\w+ = (\{.*?\});/.exec(markup)?.[1] ?? '{}') as Record<string, unknown>;
  const wpASPNG = JSON.parse(common) as Record<string, unknown>;
  wpASPNG.ckey = 'recorded-ckey';
  const script = (/<script>(.*)<\/script>$/s.exec(markup)?.[1] ?? '').replace(/var asp_data_\w+ = \{.*?\};/, '');
  const recorded: RecordedAspProduct = { markup: markup.replace(/<script>.*<\/script>$/s, ''), script, data, wpASPNG };
  return `${JSON.stringify(recorded, null, 2)}\n`;
}

export interface PrintedGa4w {
  /** What the page's WooCommerce hooks collected (an empty list when they collected nothing: PHP's `[]`). */
  data: Record<string, unknown> | unknown[];
  settings: Record<string, unknown>;
}

/** Every `window.ga4w = { data: {…}, settings: {…} };` Google Analytics for WooCommerce's data script printed on the page, parsed. */
export function printedGa4w(html: string): PrintedGa4w[] {
  return [...html.matchAll(/window\.ga4w = \{ data: (.*?), settings: (\{.*?\}) \}; document\.dispatchEvent\(new Event\("ga4w:ready"\)\);/g)].map((m) => ({
    data: JSON.parse(m[1] ?? '[]') as PrintedGa4w['data'],
    settings: JSON.parse(m[2] ?? '{}') as Record<string, unknown>,
  }));
}

/** One page as Google Analytics for WooCommerce serves it: its `ga4w` as printed, and the events its main.js sent on load. */
export interface RecordedGa4Page {
  ga4w: PrintedGa4w;
  events: Array<[string, Record<string, unknown>]>;
}

/** The recorded pages, with the store's address and the order number fixed. */
export function recordGa4Pages(pages: Record<string, RecordedGa4Page>, origin: string, order: number): string {
  const fixed = JSON.parse(withRecordedOrigin(JSON.stringify(pages), origin)) as Record<string, RecordedGa4Page>;
  for (const page of Object.values(fixed)) {
    const data = page.ga4w.data as { order?: { id?: unknown } };
    if (data.order?.id !== undefined) {
      if (String(data.order.id) !== String(order)) throw new Error(`ga4w names order ${String(data.order.id)}, not the order placed (${order})`);
      data.order.id = RECORDED_ORDER_ID;
    }
    for (const [name, payload] of page.events) if (name === 'purchase') payload.transaction_id = RECORDED_ORDER_ID;
  }
  return `${JSON.stringify(fixed, null, 2)}\n`;
}

/** `wc_order_attribution` as WooCommerce prints it, with tracking allowed and refused, the store's address fixed. */
export function recordOrderAttribution(settings: { allowed: unknown; refused: unknown }, origin: string): string {
  return `${JSON.stringify(JSON.parse(withRecordedOrigin(JSON.stringify(settings), origin)), null, 2)}\n`;
}
