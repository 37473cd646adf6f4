/**
 * Contract with Google Analytics for WooCommerce 2.3.0: the `ga4w` its data script really prints on the
 * shop, product, checkout and order-received pages of a real store, and the events its own main.js sent
 * there as each page loaded, recorded by the real-store suite (tests/real-store/journeys/contracts.test.ts)
 * into `fixtures/ga4w-pages.json`. Given the same `ga4w`, the GA4 part sends the same events, payloads and all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import recorded from '../fixtures/ga4w-pages.json';
import { fakeConsent } from '../testing/fake-consent.ts';
import { loadGa4Config } from './data.ts';
import { startGa4 } from './index.ts';

type Scope = Window & Record<string, unknown>;
const scope = window as unknown as Scope;
let running = new AbortController();

/** The page's gtag snippet, as GA4 for WooCommerce prints it. */
beforeEach(() => {
  scope.dataLayer = [];
  scope.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    (scope.dataLayer as unknown[]).push(arguments);
  };
});
afterEach(() => {
  running.abort();
  running = new AbortController();
  for (const key of ['ga4w', 'gtag', 'dataLayer']) delete scope[key];
  localStorage.clear();
});

/** The events the page sent through gtag: [name, payload]. */
const sent = (): unknown[][] =>
  (scope.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args)).filter((args) => args[0] === 'event').map((args) => args.slice(1));

describe("Google Analytics for WooCommerce's recorded pages", () => {
  it('prints its settings as the GA4 part reads them: every event on, product ids as item ids (its default for new shops)', () => {
    scope.ga4w = recorded.shop.ga4w;
    expect(loadGa4Config(window)?.settings).toEqual({
      tracker_function_name: 'gtag',
      events: ['purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout', 'add_shipping_info', 'add_payment_info'],
      identifier: 'product_id',
    });
  });

  for (const [name, page] of Object.entries(recorded)) {
    it(`${name} page: the events its main.js sent (${page.events.map(([event]) => event).join(', ')}), with the same payloads`, () => {
      expect(page.events.length).toBeGreaterThan(0);
      scope.ga4w = page.ga4w;
      startGa4(window, fakeConsent(null), { signal: running.signal });
      expect(sent()).toEqual(page.events);
    });
  }

  it('order received: the purchase is sent once; reloading the page sends it no more', () => {
    for (let view = 0; view < 2; view++) {
      scope.ga4w = recorded.orderReceived.ga4w;
      startGa4(window, fakeConsent(null), { signal: running.signal });
    }
    expect(sent().map(([event]) => event)).toEqual(['purchase']);
  });
});
