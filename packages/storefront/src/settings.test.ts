import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAddToCartParams, loadStoreApiSettings } from './settings.ts';

describe('storefront settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads shopIslandsStoreApi', () => {
    const scope = { shopIslandsStoreApi: { root: '/shop/wp-json/wc/store/v1', nonce: 'abc' } };
    expect(loadStoreApiSettings(scope)).toEqual({ root: '/shop/wp-json/wc/store/v1', nonce: 'abc' });
  });

  it('names the bad key in one console error and gives null', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadStoreApiSettings({ shopIslandsStoreApi: { root: '/x' } })).toBeNull();
    expect(errors.mock.calls).toEqual([['[shop-islands] Invalid setting shopIslandsStoreApi.nonce: expected text, got nothing']]);
  });

  it("reads wc_add_to_cart_params as WordPress prints it, filling what's optional", () => {
    const scope = { wc_add_to_cart_params: { ajax_url: '/a', wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%', is_cart: '' } };
    expect(loadAddToCartParams(scope)).toEqual({ wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%', cart_url: '', i18n_view_cart: '' });
  });
});
