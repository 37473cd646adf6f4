/**
 * Contract with WooCommerce 10.9.1's order attribution: the `wc_order_attribution` settings it really prints,
 * with tracking allowed and refused (its `wc_order_attribution_allow_tracking` filter), recorded by the
 * real-store suite (tests/real-store/journeys/contracts.test.ts) into `fixtures/wc-order-attribution.json`,
 * read by the order attribution part and used on a classic checkout form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import recorded from '../fixtures/wc-order-attribution.json';
import { fakeConsent } from '../testing/fake-consent.ts';
import { startOrderAttribution } from './index.ts';
import { loadAttributionSettings, ORDER_ATTRIBUTION_GLOBAL } from './settings.ts';

const scope = window as unknown as Record<string, unknown>;
const inputs = (): Record<string, string> =>
  Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>('form.checkout input[type=hidden]')).map((input) => [input.name, input.value]));
const sbjsCookies = (): string[] => document.cookie.split(';').map((c) => c.trim().split('=')[0]!).filter((name) => name.startsWith('sbjs_'));

/** Loads the recorded settings as the page's global, then reads them as the widget's entry does. */
function load(which: 'allowed' | 'refused') {
  scope[ORDER_ATTRIBUTION_GLOBAL] = structuredClone(recorded[which]);
  const settings = loadAttributionSettings(window);
  if (!settings) throw new Error('the recorded settings were not read');
  return settings;
}

beforeEach(() => {
  history.replaceState(null, '', '/?utm_source=news&utm_medium=email');
  // WooCommerce prints the element in the classic checkout form (several times; one is kept).
  document.body.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
});
afterEach(() => {
  for (const name of sbjsCookies()) document.cookie = `${name}=; path=/; max-age=-1; domain=.${location.hostname}`;
  delete scope[ORDER_ATTRIBUTION_GLOBAL];
});

describe("WooCommerce's recorded wc_order_attribution", () => {
  it('is read as printed: session cookies (its 0.00001-month lifetime), 30-minute sessions, its prefix and its 16 fields', () => {
    const settings = load('allowed');
    expect(settings.params).toEqual({ lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' });
    expect(settings.fields).toEqual(recorded.allowed.fields);
    expect(Object.keys(settings.fields)).toHaveLength(16);
  });

  it('tracking allowed: the checkout form carries every field under its prefixed name, the visit classified', async () => {
    startOrderAttribution(window, load('allowed'), fakeConsent(null));
    await vi.dynamicImportSettled();
    const fields = inputs();
    expect(Object.keys(fields)).toEqual(Object.keys(recorded.allowed.fields).map((field) => `wc_order_attribution_${field}`));
    expect(fields).toMatchObject({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'news',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: '(none)',
      wc_order_attribution_session_pages: '1',
      wc_order_attribution_session_count: '1',
    });
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(sbjsCookies().length).toBeGreaterThan(0);
  });

  it('tracking refused: the same fields, empty, and no sbjs cookie', async () => {
    const settings = load('refused');
    expect(settings.params.allowTracking).toBe(false);
    startOrderAttribution(window, settings, fakeConsent(null));
    await vi.dynamicImportSettled();
    const fields = inputs();
    expect(Object.keys(fields)).toHaveLength(16);
    expect(Object.values(fields).filter((value) => value !== '')).toEqual([]);
    expect(sbjsCookies()).toEqual([]);
  });
});
