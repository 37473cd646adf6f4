import { describe, expect, it } from 'vitest';
import { currencyDecimals } from './controller/amount.ts';
import { readButtonSettings, readCommonSettings } from './settings.ts';

describe('buy-now settings', () => {
  it('reads the plugin button data, with defaults for what it leaves out', () => {
    const scope = {
      wpaspInitOnDocReady: [
        { uniq_id: 'ab12cd34e', product_id: 15, iframe_url: '/shop/asp-payment-box/?product_id=15', show_custom_amount_input: '1', currency: 'GBP', attachToElement: null },
      ],
    };
    expect(readButtonSettings(scope)).toEqual([
      {
        uniq_id: 'ab12cd34e',
        product_id: '15',
        iframe_url: '/shop/asp-payment-box/?product_id=15',
        preload: false,
        prefetch: false,
        show_custom_amount_input: true,
        thankyou_page_url: '',
        attachToElement: '',
        currency: 'GBP',
        zeroCents: undefined,
      },
    ]);
  });

  it("takes no cents in the plugin's zeroCents currencies", () => {
    const button = (currency: string) => readButtonSettings({ wpaspInitOnDocReady: [{ uniq_id: 'u', product_id: 1, iframe_url: '/b/', currency, zeroCents: ['JPY', 'KRW'] }] })[0];
    expect(currencyDecimals(button('jpy')!)).toBe(0);
    expect(currencyDecimals(button('GBP')!)).toBe(2);
    expect(currencyDecimals({ currency: 'JPY', zeroCents: 'jpy' })).toBe(0);
  });

  it('names the bad key of a malformed button', () => {
    expect(() => readButtonSettings({ wpaspInitOnDocReady: [{ uniq_id: 'x', iframe_url: '/box/' }] })).toThrow(/wpaspInitOnDocReady\[0\]\.product_id/);
  });

  it('refuses a button without its currency instead of assuming one', () => {
    expect(() => readButtonSettings({ wpaspInitOnDocReady: [{ uniq_id: 'x', product_id: 15, iframe_url: '/box/' }] })).toThrow(/wpaspInitOnDocReady\[0\]\.currency/);
  });

  it('reads wpASPNG, and gives null when the page has none', () => {
    expect(readCommonSettings({ wpASPNG: { iframeUrl: '/shop/asp-payment-box/', prefetch: '1', ckey: 'k' } })).toEqual({
      iframeUrl: '/shop/asp-payment-box/',
      ppSlug: 'asp-payment-box',
      prefetch: true,
      ckey: 'k',
    });
    expect(readCommonSettings({})).toBeNull();
    expect(readButtonSettings({})).toEqual([]);
  });
});
