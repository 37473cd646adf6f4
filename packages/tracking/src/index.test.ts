/**
 * The widget's entry: each part starts only when the page carries its settings, alone, and a part
 * with broken settings does not stop the others.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;
const GLOBALS = ['ga4w', 'wc_order_attribution', 'WP_Statistics_Tracker_Object', 'wc_woopayments_frontend_tracks_params', 'dataLayer', 'gtag'];

afterEach(() => {
  for (const name of GLOBALS) delete scope[name];
  vi.resetModules();
});

async function loadWidget(): Promise<void> {
  await import('./index.ts');
  await vi.dynamicImportSettled();
}

describe('the tracking widget', () => {
  it('runs order attribution alone when only its settings are printed', async () => {
    scope.wc_order_attribution = { params: { lifetime: 0.00001, session: 30, prefix: 'wc_order_attribution_', allowTracking: '1' }, fields: { source_type: 'current.typ' } };
    await loadWidget();
    const attribution = scope.wc_order_attribution as { getAttributionData?: () => Record<string, unknown> };
    await vi.waitFor(() => expect(attribution.getAttributionData).toBeTypeOf('function'));
    expect(attribution.getAttributionData!()).toHaveProperty('source_type');
    expect(scope.dataLayer).toBeUndefined();
  });

  it('reports a malformed part on the console and starts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scope.dataLayer = [];
    scope.ga4w = { data: { events: ['view_item'], product: { id: 1, name: 'Cap', prices: { price: 900 } } }, settings: { events: ['view_item'], identifier: 'product_id' } };
    scope.wc_order_attribution = { params: 'broken', fields: {} };
    await loadWidget();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wc_order_attribution.params'));
    expect((scope.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args)[1])).toEqual(['view_item']);
  });
});
