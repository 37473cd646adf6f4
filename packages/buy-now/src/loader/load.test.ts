/**
 * The loader, on a page where no buy-now button was printed: the widget's entry is fetched only when the page has work
 * for it, and only from the loader's own origin.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_GLOBAL, loadWhereNeeded } from './load.ts';
import { BUTTONS_GLOBAL, COMMON_GLOBAL } from '../settings.ts';

const BASE = 'https://shop.test/wp-content/plugins/shop-islands/dist/buy-now-loader.js?ver=1';
const ENTRY = 'https://shop.test/wp-content/plugins/shop-islands/dist/buy-now-same-origin.js?ver=2';
const scope = window as unknown as Record<string, unknown>;

let consoleErrors: ReturnType<typeof vi.spyOn>;
let load: ReturnType<typeof vi.fn<(address: string) => Promise<unknown>>>;

beforeEach(() => {
  // Nothing is silenced: the errors expected are asserted.
  consoleErrors = vi.spyOn(console, 'error');
  load = vi.fn<(address: string) => Promise<unknown>>(() => Promise.resolve());
  Object.assign(window, { [COMMON_GLOBAL]: { iframeUrl: 'https://shop.test/asp-payment-box/', ppSlug: 'asp-payment-box' }, [LOADER_GLOBAL]: { entry: ENTRY } });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const name of [COMMON_GLOBAL, BUTTONS_GLOBAL, LOADER_GLOBAL]) delete scope[name];
});

describe('loadWhereNeeded', () => {
  it('fetches nothing on a page without a link, an attach element or a button', () => {
    document.body.innerHTML = '<p><a href="/about/">About</a> <span class="gift">Gift card</span></p>';
    loadWhereNeeded(window, BASE, load);
    expect(load).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it.each([
    ['a payment box link', '<a href="/?asp_action=show_pp&product_id=12">Pay</a>'],
    ["a link to the payment box's page", '<a href="/asp-payment-box/?product_id=12">Pay</a>'],
    ['an attach element', '<span class="gift asp-attach-product-12">Gift card</span>'],
  ])('fetches the entry for %s', (_, html) => {
    document.body.innerHTML = html;
    loadWhereNeeded(window, BASE, load);
    expect(load).toHaveBeenCalledExactlyOnceWith(ENTRY);
  });

  it("finds links to the payment box's default page when wpASPNG has no slug", () => {
    scope[COMMON_GLOBAL] = { iframeUrl: 'https://shop.test/asp-payment-box/', ppSlug: '' };
    document.body.innerHTML = '<a href="/asp-payment-box/?product_id=12">Pay</a>';
    loadWhereNeeded(window, BASE, load);
    expect(load).toHaveBeenCalledExactlyOnceWith(ENTRY);
  });

  it('fetches the entry for button settings handed over (a button rendered after the plugin chose the loader)', () => {
    scope[BUTTONS_GLOBAL] = [{ uniq_id: 'u1' }];
    loadWhereNeeded(window, BASE, load);
    expect(load).toHaveBeenCalledExactlyOnceWith(ENTRY);
  });

  it('leaves links alone without wpASPNG, and does nothing without an entry address', () => {
    document.body.innerHTML = '<a href="/?asp_action=show_pp&product_id=12">Pay</a>';
    delete scope[COMMON_GLOBAL];
    loadWhereNeeded(window, BASE, load);
    scope[COMMON_GLOBAL] = { iframeUrl: '/asp-payment-box/' };
    delete scope[LOADER_GLOBAL];
    loadWhereNeeded(window, BASE, load);
    expect(load).not.toHaveBeenCalled();
  });

  it("refuses an entry on another origin than the loader's, with one console error", () => {
    scope[LOADER_GLOBAL] = { entry: 'https://cdn.example/buy-now-same-origin.js' };
    document.body.innerHTML = '<a href="/?asp_action=show_pp&product_id=12">Pay</a>';
    loadWhereNeeded(window, BASE, load);
    expect(load).not.toHaveBeenCalled();
    expect(consoleErrors).toHaveBeenCalledExactlyOnceWith('[shop-islands] buy-now: entry on another origin refused: https://cdn.example');
  });

  it('reports an entry that cannot be fetched, once', async () => {
    document.body.innerHTML = '<a href="/?asp_action=show_pp&product_id=12">Pay</a>';
    load.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    loadWhereNeeded(window, BASE, load);
    await vi.waitFor(() => expect(consoleErrors).toHaveBeenCalledExactlyOnceWith('[shop-islands] buy-now: TypeError: Failed to fetch dynamically imported module'));
  });
});
