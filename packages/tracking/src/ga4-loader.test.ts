/**
 * The entry's side of GA4: the part loads only once the page has `ga4w`, and the blocks' actions that come
 * before it has arrived are held and handed over in order.
 */
import { createHooks } from '@wordpress/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followBlockActions, whenGa4Printed, type BlockAction } from './ga4-loader.ts';

type Scope = Window & Record<string, unknown>;
const scope = window as unknown as Scope;

afterEach(() => {
  for (const key of ['ga4w', 'dataLayer', 'wp']) delete scope[key];
});

describe('whenGa4Printed', () => {
  it('loads at once where ga4w is printed', () => {
    scope.ga4w = { data: {}, settings: {} };
    const load = vi.fn();
    whenGa4Printed(window, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when ga4w:ready brings the data later, and warns that it was missing once the page had loaded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    scope.dataLayer = [];
    const load = vi.fn();
    whenGa4Printed(window, load);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.ga4w'));
    expect(load).not.toHaveBeenCalled();
    scope.ga4w = { data: {}, settings: {} };
    document.dispatchEvent(new Event('ga4w:ready'));
    document.dispatchEvent(new Event('ga4w:ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads, and says nothing, on a page without ga4w or gtag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn();
    whenGa4Printed(window, load);
    document.dispatchEvent(new Event('ga4w:ready'));
    expect(load).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('followBlockActions', () => {
  it('holds the actions that come before the GA4 part takes over, hands them over in order, then passes each on; stop() stops', () => {
    const hooks = createHooks();
    scope.wp = { hooks };
    const blocks = followBlockActions(window)!;
    hooks.doAction('experimental__woocommerce_blocks-product-list-render', { listName: 'New in' });
    hooks.doAction('experimental__woocommerce_blocks-checkout-render-checkout-form', { form: 1 });
    const seen: Array<[BlockAction, unknown]> = [];
    blocks.deliver((name, input) => seen.push([name, input]));
    hooks.doAction('experimental__woocommerce_blocks-cart-remove-item', { product: 12 });
    blocks.stop();
    hooks.doAction('experimental__woocommerce_blocks-cart-add-item', { product: 13 });
    expect(seen).toEqual([
      ['product-list-render', { listName: 'New in' }],
      ['checkout-render-checkout-form', { form: 1 }],
      ['cart-remove-item', { product: 12 }],
    ]);
  });

  it('is not there on a page without wp.hooks', () => {
    expect(followBlockActions(window)).toBeUndefined();
  });
});
