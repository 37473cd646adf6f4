/**
 * The widget's entry: each part starts only when the page carries its settings, alone, and a part
 * with broken settings does not stop the others. GA4's part is not even fetched without `ga4w`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHooks } from '@wordpress/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS } from './order-attribution/settings.ts';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;
const GLOBALS = ['ga4w', 'wc_order_attribution', 'WP_Statistics_Tracker_Object', 'wc_woopayments_frontend_tracks_params', 'dataLayer', 'gtag', 'wp'];

const ga4Fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ga4/index.ts', async (original) => {
  ga4Fetched.count++;
  return original();
});

afterEach(() => {
  for (const name of GLOBALS) delete scope[name];
  ga4Fetched.count = 0;
  vi.resetModules();
});

async function loadWidget(): Promise<void> {
  await import('./index.ts');
  await vi.dynamicImportSettled();
}

const attributionSettings = { params: { lifetime: 0.00001, session: 30, prefix: 'wc_order_attribution_', allowTracking: '1' }, fields: { source_type: 'current.typ' } };
const sentEvents = (): unknown[] => (scope.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args)[1]);

describe('the tracking widget', () => {
  it('runs order attribution alone when only its settings are printed, and never fetches the GA4 part', async () => {
    scope.wc_order_attribution = attributionSettings;
    await loadWidget();
    const attribution = scope.wc_order_attribution as { getAttributionData?: () => Record<string, unknown> };
    expect(attribution.getAttributionData).toBeTypeOf('function');
    expect(attribution.getAttributionData!()).toHaveProperty('source_type');
    expect(scope.dataLayer).toBeUndefined();
    expect(ga4Fetched.count).toBe(0);
  });

  it("honours a setOrderTracking call made before it ran, through the plugin's stand-in printed after WooCommerce's settings", async () => {
    // The stand-in exactly as the plugin prints it (Shop_Islands_Legacy::ORDER_ATTRIBUTION_STAND_IN).
    const php = readFileSync(join(__dirname, '../../../plugin-php-shim/includes/class-shop-islands-legacy.php'), 'utf8');
    const standIn = /const ORDER_ATTRIBUTION_STAND_IN = '(.*)';/.exec(php)?.[1];
    expect(standIn).toBeTruthy();
    scope.wc_order_attribution = { params: { ...attributionSettings.params }, fields: { ...attributionSettings.fields } };
    new Function(standIn!)();
    // What the Stripe Gateway's upe-blocks.js does as it loads, here with tracking refused (a consent tool's answer, say).
    const early = scope.wc_order_attribution as { setOrderTracking(allow: boolean): void };
    expect(() => early.setOrderTracking(false)).not.toThrow();
    await loadWidget();
    const attribution = scope.wc_order_attribution as { getAttributionData(): Record<string, unknown> };
    expect(attribution.getAttributionData().source_type).toBeNull();
    expect(document.cookie).not.toMatch(/sbjs_current=/);
    expect(scope.wc_order_attribution).not.toHaveProperty(EARLY_CALLS);
  });

  it("the plugin's stand-in queues the early calls under the name the module reads (EARLY_CALLS), and sets nothing else", () => {
    const php = readFileSync(join(__dirname, '../../../plugin-php-shim/includes/class-shop-islands-legacy.php'), 'utf8');
    const standIn = /const ORDER_ATTRIBUTION_STAND_IN = '(.*)';/.exec(php)?.[1] ?? '';
    const assigned = [...standIn.matchAll(/window\.wc_order_attribution\.(\w+) =/g)].map((m) => m[1]);
    expect(assigned.sort()).toEqual([EARLY_CALLS, 'setOrderTracking'].sort());
    expect(standIn).toContain(`(window.wc_order_attribution.${EARLY_CALLS} = window.wc_order_attribution.${EARLY_CALLS} || []).push(allow)`);
  });

  it('fetches the GA4 part where ga4w is printed; a blocks action rendered before it arrived is still tracked', async () => {
    const hooks = createHooks();
    scope.wp = { hooks };
    scope.dataLayer = [];
    scope.ga4w = { data: {}, settings: { events: ['view_item_list'], identifier: 'product_id' } };
    const loading = import('./index.ts');
    await loading;
    hooks.doAction('experimental__woocommerce_blocks-product-list-render', { products: [{ id: 12, name: 'Hoodie' }], listName: 'New in' });
    await vi.waitFor(() => expect(sentEvents()).toEqual(['view_item_list']));
    expect(ga4Fetched.count).toBe(1);
  });

  it('reports a malformed part on the console and starts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scope.dataLayer = [];
    scope.ga4w = { data: { events: ['view_item'], product: { id: 1, name: 'Cap', prices: { price: 900 } } }, settings: { events: ['view_item'], identifier: 'product_id' } };
    scope.wc_order_attribution = { params: 'broken', fields: {} };
    await loadWidget();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wc_order_attribution.params'));
    await vi.waitFor(() => expect(sentEvents()).toEqual(['view_item']));
  });
});
