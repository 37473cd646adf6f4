/**
 * Order attribution on a checkout page: the sbjs cookies, the hidden fields of
 * `<wc-order-attribution-inputs>` and the block checkout's extension data, with consent on and off.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fakeConsent } from '../testing/fake-consent.ts';
import { startOrderAttribution } from './index.ts';
import type { AttributionSettings } from './settings.ts';

const FIELDS = { source_type: 'current.typ', referrer: 'current_add.rf', utm_source: 'current.src', utm_medium: 'current.mdm', session_pages: 'session.pgs', session_count: 'udata.vst', user_agent: 'udata.uag' };
const settings = (allowTracking: boolean): AttributionSettings => ({
  params: { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking, consentCategory: 'marketing' },
  fields: FIELDS,
});

const fields = (): Record<string, string> =>
  Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>('input[type=hidden]')).map((input) => [input.name, input.value]));
const cookieNames = (): string[] => document.cookie.split(';').map((c) => c.trim().split('=')[0]!).filter((name) => name.startsWith('sbjs_'));

function clearCookies(): void {
  for (const name of cookieNames()) document.cookie = `${name}=; path=/; max-age=-1; domain=.${location.hostname}`;
}

beforeEach(() => {
  clearCookies();
  history.replaceState(null, '', '/shop/?utm_source=news&utm_medium=email');
  document.body.innerHTML = `<form class="checkout"><div class="col-1"><wc-order-attribution-inputs></wc-order-attribution-inputs></div>
    <div class="col-2"><wc-order-attribution-inputs></wc-order-attribution-inputs></div></form>`;
});
afterEach(() => {
  clearCookies();
  delete (window as { wp?: unknown; wc?: unknown }).wp;
  delete (window as { wc?: unknown }).wc;
});

describe('order attribution', () => {
  it('with tracking allowed: one set of hidden fields in the checkout form, holding the visit', async () => {
    const api = startOrderAttribution(window, settings(true), fakeConsent(null));
    await vi.dynamicImportSettled();
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(fields()).toEqual({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_referrer: '(none)',
      wc_order_attribution_utm_source: 'news',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_session_pages: '1',
      wc_order_attribution_session_count: '1',
      wc_order_attribution_user_agent: navigator.userAgent,
    });
    expect(cookieNames()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session', 'sbjs_udata']));
    expect(api.getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'news' });
  });

  it('with tracking not allowed: the cookies are deleted and the fields are sent empty', async () => {
    document.cookie = 'sbjs_current=typ%3Dreferral; path=/';
    document.cookie = `sbjs_session=pgs%3D4; path=/; domain=.${location.hostname}`;
    startOrderAttribution(window, settings(false), fakeConsent(null));
    await vi.dynamicImportSettled();
    expect(cookieNames()).toEqual([]);
    expect(Object.values(fields())).toEqual(['', '', '', '', '', '', '']);
    expect(Object.keys(fields())).toHaveLength(7);
  });

  it("follows the visitor's WP Consent API choice for marketing, before and after the page loaded", async () => {
    const consent = fakeConsent({ marketing: false });
    startOrderAttribution(window, settings(true), consent);
    await vi.dynamicImportSettled();
    expect(fields().wc_order_attribution_source_type).toBe('');
    expect(cookieNames()).toEqual([]);

    consent.change('marketing', true);
    expect(fields().wc_order_attribution_source_type).toBe('utm');
    expect(fields().wc_order_attribution_session_pages).toBe('1');

    consent.change('marketing', false);
    expect(fields().wc_order_attribution_utm_source).toBe('');
    expect(cookieNames()).toEqual([]);
  });

  it('block checkout: the fields go to the checkout store as woocommerce/order-attribution extension data', async () => {
    document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
    const stored: unknown[][] = [];
    (window as unknown as Record<string, unknown>).wc = { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } };
    (window as unknown as Record<string, unknown>).wp = {
      data: {
        dispatch: (store: string) => ({ setExtensionData: (...args: unknown[]) => stored.push([store, ...args]) }),
        subscribe: () => () => undefined,
      },
    };
    const consent = fakeConsent({ marketing: true });
    startOrderAttribution(window, settings(true), consent);
    await vi.dynamicImportSettled();
    expect(stored.at(-1)).toEqual(['wc/store/checkout', 'woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'news' }), true]);
    consent.change('marketing', false);
    expect(stored.at(-1)?.[2]).toEqual({ source_type: null, referrer: null, utm_source: null, utm_medium: null, session_pages: null, session_count: null, user_agent: null });
  });
});
