/**
 * What the Stripe Gateway costs a shopper on the real store (legacy profile), for `npm run bench -- real-store`:
 * - per page (product, cart, classic checkout, block checkout), the gzip bytes of the scripts the page loads with
 *   the gateway active and not: the difference is the gateway's own scripts and what they pull in (React,
 *   wp-data, lodash, the Stripe.js stand-in, …), listed;
 * - the requests the shopper's browser makes to pay by card on the classic checkout, from Place Order to the
 *   order-received page (its assets left out), and where they go.
 */
import type { Request } from 'playwright-core';
import { CARDS, fillBilling, fillCard, paymentFrame } from './card-shopper.ts';
import type { Opener, ScriptFigure } from './figures.ts';
import { follow, settled } from './shopper.ts';
import { info, PROVIDER_URL, STORE_URL, wp } from './store.ts';

const GATEWAY_PLUGIN = 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php';

export interface GatewayPage {
  name: string;
  /** gzip bytes of every script the page loads, the gateway active. */
  gzip: number;
  /** … and without it. */
  withoutGateway: number;
  /** The scripts only there with the gateway active. */
  added: ScriptFigure[];
}

export interface PaymentRequest {
  method: string;
  /** store (the shop's own endpoints) or provider (the stand-in for js.stripe.com and api.stripe.com). */
  to: 'store' | 'provider';
  /** Path and the query's wc-ajax, ids replaced. */
  what: string;
}

export interface GatewayFigures {
  pages: GatewayPage[];
  pay: PaymentRequest[];
}

function gatewayPages(): Array<{ name: string; path: string }> {
  const path = (url: string | undefined): string => new URL(url ?? '/').pathname;
  return [
    { name: 'product', path: path(info.products.hoodie_with_zipper?.url) },
    { name: 'cart', path: path(info.urls.cart) },
    { name: 'classic checkout', path: path(info.urls.checkout) },
    { name: 'block checkout', path: path(info.urls.checkout_block) },
  ];
}

/** Each page's scripts, loaded with the hoodie in the cart, until the network is idle. */
async function scriptsOf(opener: Opener): Promise<Map<string, ScriptFigure[]>> {
  const pages = new Map<string, ScriptFigure[]>();
  for (const page of gatewayPages()) {
    const start = await opener.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { waitUntil: 'networkidle' });
    const visit = await opener.openIn(start, page.path, 'networkidle');
    pages.set(page.name, (await visit.scripts()).map((s) => ({ path: new URL(s.url).pathname, owner: s.owner, gzip: s.gzip })));
    await start.context.close();
  }
  return pages;
}

const sum = (scripts: readonly ScriptFigure[]): number => scripts.reduce((total, s) => total + s.gzip, 0);

/** In the active profile (legacy for the baseline); the gateway is switched off and back on around the second measurement. */
export async function measureGateway(opener: Opener): Promise<GatewayFigures> {
  const withGateway = await scriptsOf(opener);
  const pay = await paymentRequests(opener);
  await wp('plugins', { [GATEWAY_PLUGIN]: false });
  let without: Map<string, ScriptFigure[]>;
  try {
    without = await scriptsOf(opener);
  } finally {
    await wp('plugins', { [GATEWAY_PLUGIN]: true });
  }
  const pages = gatewayPages().map(({ name }) => {
    const all = withGateway.get(name) ?? [];
    const others = new Set((without.get(name) ?? []).map((s) => s.path));
    return { name, gzip: sum(all), withoutGateway: sum(without.get(name) ?? []), added: all.filter((s) => !others.has(s.path)) };
  });
  return { pages, pay };
}

/** A 4242 card order on the classic checkout: every request from Place Order until the order-received page. */
async function paymentRequests(opener: Opener): Promise<PaymentRequest[]> {
  const start = await opener.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { waitUntil: 'networkidle' });
  const { page, context } = await opener.openIn(start, new URL(info.urls.checkout ?? '/').pathname, 'networkidle');
  await fillBilling(page, 'bench.shopper@example.com');
  await page.locator('label[for=payment_method_stripe]').click();
  await fillCard(paymentFrame(page.locator('.payment_method_stripe')), CARDS.visa);
  await settled(page);
  const sent: Request[] = [];
  const listen = (request: Request): void => {
    if (request.resourceType() === 'document' || request.resourceType() === 'xhr' || request.resourceType() === 'fetch') sent.push(request);
  };
  context.on('request', listen);
  await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
  context.off('request', listen);
  await context.close();
  const store = new URL(STORE_URL).host;
  const provider = new URL(PROVIDER_URL).host;
  // Up to the order-received page itself: what that page then does is the next page's.
  const received = sent.findIndex((r) => r.resourceType() === 'document' && /\/order-received\/\d+\//.test(r.url()));
  return sent
    .slice(0, received + 1)
    .filter((r) => [store, provider].includes(new URL(r.url()).host))
    .map((r) => {
      const url = new URL(r.url());
      const ajax = url.searchParams.get('wc-ajax');
      const path = url.pathname.replace(/\/(?:pi|seti|pm)_[A-Za-z0-9]+/g, '/{id}').replace(/\/order-received\/\d+\//, '/order-received/{order}/');
      return { method: r.method(), to: url.host === provider ? 'provider' : 'store', what: `${path}${ajax ? `?wc-ajax=${ajax}` : ''}` };
    });
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function printGatewayFigures(figures: GatewayFigures): void {
  console.log("The Stripe Gateway 10.8.3 on the real store (legacy): script bytes per page (gzip) with and without it, and the scripts it adds (its own and what they pull in)");
  console.table(
    figures.pages.map((page) => ({
      page: page.name,
      'with the gateway': kb(page.gzip),
      without: kb(page.withoutGateway),
      'the gateway adds': kb(page.gzip - page.withoutGateway),
      scripts: page.added.map((s) => `${s.path.split('/').slice(-1)[0]} ${kb(s.gzip)}`).join(', '),
    })),
  );
  console.log(`Requests the shopper's browser makes to pay by card on the classic checkout (Place Order → order received): ${figures.pay.length}`);
  console.table(figures.pay);
}
