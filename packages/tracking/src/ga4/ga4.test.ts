/**
 * The GA4 part on classic WooCommerce markup, end to end in a DOM: what reaches the page's gtag
 * (the dataLayer) for the page's own events and for what the shopper does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHooks } from '@wordpress/hooks';
import $ from 'jquery';
import type { ConsentSource } from '../consent.ts';
import { fakeConsent } from '../testing/fake-consent.ts';
import type { Ga4Data, Ga4Item } from './data.ts';
import { followBlockActions } from '../ga4-loader.ts';
import { startGa4 } from './index.ts';
import { PURCHASES_KEY } from './purchase-once.ts';

type Scope = Window & Record<string, unknown>;
const scope = window as unknown as Scope;

const beanie: Ga4Item = {
  id: 15, name: 'Beanie', categories: [{ name: 'Accessories' }], prices: { price: 1800, currency_minor_unit: 2 },
  extensions: { woocommerce_google_analytics_integration: { identifier: 'woo-beanie' } },
};
const hoodie: Ga4Item = { id: 12, name: 'Hoodie', categories: [{ name: 'Hoodies' }], prices: { price: 4500, currency_minor_unit: 2 } };
const ALL_EVENTS = ['purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout', 'add_shipping_info', 'add_payment_info'];

const noConsent: ConsentSource = fakeConsent(null);
let running = new AbortController();

/** The page's gtag snippet, as GA4 for WooCommerce prints it. */
function gtagSnippet(): void {
  scope.dataLayer = [];
  scope.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    (scope.dataLayer as unknown[]).push(arguments);
  };
}

/** The events the page sent through gtag: [name, payload]. */
function sent(): Array<[string, Record<string, unknown>]> {
  return (scope.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args)).filter((args) => args[0] === 'event').map((args) => [args[1] as string, args[2] as Record<string, unknown>]);
}
const names = (): string[] => sent().map(([name]) => name);

function start(data: Ga4Data, events = ALL_EVENTS, consent: ConsentSource = noConsent): void {
  scope.ga4w = { data, settings: { tracker_function_name: 'gtag', events, identifier: 'product_sku' } };
  startGa4(window, consent, { blocks: followBlockActions(window), signal: running.signal });
}

beforeEach(() => gtagSnippet());
afterEach(() => {
  running.abort();
  running = new AbortController();
  for (const key of ['ga4w', 'gtag', 'dataLayer', 'jQuery', 'wp']) delete scope[key];
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the events the page asks for', () => {
  it('sends them in order, each only when the store enabled it', () => {
    start({ events: ['view_item_list', 'view_item'], products: [hoodie], product: beanie, list_name: 'Product List' });
    expect(names()).toEqual(['view_item_list', 'view_item']);
    gtagSnippet();
    start({ events: ['view_item_list', 'view_item'], products: [hoodie], product: beanie }, ['view_item']);
    expect(names()).toEqual(['view_item']);
  });

  it('sends add_to_cart for each product a form post added', () => {
    start({ events: ['add_to_cart'], added_to_cart: [{ ...beanie, quantity: 2 }, hoodie] });
    expect(sent()).toEqual([
      ['add_to_cart', { items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 2, price: 18 }] }],
      ['add_to_cart', { items: [{ item_id: '#12', item_name: 'Hoodie', item_category: 'Hoodies', quantity: 1, price: 45 }] }],
    ]);
  });

  it('sends search with the results page’s term when the page asks for it', () => {
    history.replaceState(null, '', '/?s=wool+hat&post_type=product');
    start({ events: ['search'] }, ['search']);
    expect(sent()).toEqual([['search', { search_term: 'wool hat' }]]);
    history.replaceState(null, '', '/');
  });

  it('sends purchase once per order, never again when the page is shown again', () => {
    const order = { id: '77', affiliation: 'Shop', totals: { currency_code: 'GBP', currency_minor_unit: 2, total_price: 1800, tax_total: 300, shipping_total: 0 }, items: [{ ...beanie, quantity: 1 }] };
    start({ events: ['purchase'], order });
    start({ events: ['purchase'], order });
    expect(sent().filter(([name]) => name === 'purchase')).toEqual([
      ['purchase', expect.objectContaining({ transaction_id: '77', value: 18, tax: 3, shipping: 0 }) as Record<string, unknown>],
    ]);
    expect(JSON.parse(localStorage.getItem(PURCHASES_KEY)!)).toEqual(['77']);
  });

  it('uses the tracker function the store named, or queues on dataLayer as gtag.js reads it', () => {
    const calls: unknown[][] = [];
    scope.myTag = (...args: unknown[]) => calls.push(args);
    scope.ga4w = { data: { events: ['view_item'], product: beanie }, settings: { tracker_function_name: 'myTag', events: ALL_EVENTS, identifier: 'product_sku' } };
    startGa4(window, noConsent, { signal: running.signal });
    expect(calls.map((c) => c[1])).toEqual(['view_item']);
    delete scope.myTag;

    delete scope.gtag;
    start({ events: ['view_item'], product: beanie });
    const queued = (scope.dataLayer as unknown[])[0];
    expect(Object.prototype.toString.call(queued)).toBe('[object Arguments]');
    expect(names()).toEqual(['view_item']);
  });
});

describe('what the shopper does on classic pages', () => {
  it("add_to_cart for the button of WooCommerce's jQuery added_to_cart event", () => {
    scope.jQuery = $;
    document.body.innerHTML = '<a class="button add_to_cart_button" data-product_id="12">Add</a>';
    start({ products: [hoodie] });
    $(document.body).trigger('added_to_cart', [{}, 'hash', $('a')]);
    expect(sent()).toEqual([['add_to_cart', { items: [{ item_id: '#12', item_name: 'Hoodie', item_category: 'Hoodies', quantity: 1, price: 45 }] }]]);
  });

  it('add_to_cart for the button of an added_to_cart DOM event (a page without jQuery)', () => {
    document.body.innerHTML = '<a class="button add_to_cart_button" data-product_id="12">Add</a>';
    start({ cart: { items: [{ ...hoodie, quantity: 1 }] } });
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [{}, 'hash', document.querySelector('a')] }));
    expect(names()).toEqual(['add_to_cart']);
  });

  it('logs a console error when the added_to_cart button carries no product id and the page knows of no addition', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<a class="button">Add</a>';
    start({ products: [hoodie] });
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [{}, 'hash', document.querySelector('a')] }));
    expect(names()).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no product id'), 'added_to_cart');
  });

  it("remove_from_cart for a cart row's remove link and for the mini cart's removed_from_cart event", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<form class="woocommerce-cart-form"><table><tr class="woocommerce-cart-form__cart-item cart_item">
      <td><a href="#remove" class="remove" data-product_id="15">×</a></td></tr></table></form><a id="mini" data-product_id="15">×</a><a id="broken">×</a>`;
    start({ cart: { items: [{ ...beanie, key: 'k1', quantity: 2, prices: { price: 3600, currency_minor_unit: 2 } }] } });
    (document.querySelector('.remove') as HTMLElement).click();
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [{}, '', document.querySelector('#mini')] }));
    expect(sent()).toEqual([
      ['remove_from_cart', { items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 2, price: 36 }] }],
      ['remove_from_cart', { items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 2, price: 36 }] }],
    ]);
    document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: [{}, '', document.querySelector('#broken')] }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no product id'), 'removed_from_cart');
  });

  it('select_content for product links in a product loop, not for its add-to-cart button', () => {
    document.body.innerHTML = `<ul class="products"><li class="product">
      <a href="#p" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2>Hoodie</h2></a>
      <a href="#add" class="button product_type_simple add_to_cart_button" data-product_id="12">Add</a></li>
      <li class="product"><a href="#p2" class="woocommerce-loop-product__link">Variable</a><a href="#v" class="button product_type_variable add_to_cart_button" data-product_id="15">Select options</a></li></ul>`;
    start({ products: [hoodie, beanie] });
    (document.querySelector('h2') as HTMLElement).click();
    (document.querySelector('.product_type_simple') as HTMLElement).click();
    (document.querySelector('.product_type_variable') as HTMLElement).click();
    expect(sent()).toEqual([
      ['select_content', { content_type: 'product', content_id: '#12' }],
      ['select_content', { content_type: 'product', content_id: 'woo-beanie' }],
    ]);
  });

  it("reports the cart form's quantity changes on 'Update cart', with the unit price", async () => {
    document.body.innerHTML = `<form class="woocommerce-cart-form"><table>
      <tr class="woocommerce-cart-form__cart-item cart_item"><td><a class="remove" data-product_id="15">×</a></td><td><input class="qty" name="cart[k1][qty]" value="3"></td></tr>
      <tr class="woocommerce-cart-form__cart-item cart_item"><td><a class="remove" data-product_id="12">×</a></td><td><input class="qty" name="cart[k2][qty]" value="1"></td></tr>
      </table><button name="update_cart">Update</button></form>`;
    start({ cart: { items: [{ ...beanie, key: 'k1', quantity: 2, prices: { price: 3600, currency_minor_unit: 2 } }, { ...hoodie, key: 'k2', quantity: 1, prices: { price: 4500, currency_minor_unit: 2 } }] } });
    await vi.dynamicImportSettled();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(sent()).toEqual([['add_to_cart', { items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 1, price: 18 }] }]]);
  });

  it('reports the checkout choices once each: the payment method when chosen, the shipping rate at the latest on placing the order', async () => {
    document.body.innerHTML = `<form class="checkout woocommerce-checkout">
      <ul id="shipping_method"><li><input type="radio" name="shipping_method[0]" id="s1" value="flat_rate:1" checked><label for="s1">Flat rate: <span class="woocommerce-Price-amount amount">£5.00</span></label></li></ul>
      <ul class="payment_methods"><li><input type="radio" name="payment_method" id="p1" value="bacs"><label for="p1">Direct bank transfer</label></li>
      <li><input type="radio" name="payment_method" id="p2" value="cod"><label for="p2">Cash on delivery</label></li></ul></form>`;
    start({ cart: { items: [{ ...beanie, key: 'k1', quantity: 1 }], totals: { currency_code: 'GBP', currency_minor_unit: 2 } } });
    await vi.dynamicImportSettled();
    const cod = document.querySelector<HTMLInputElement>('#p2')!;
    cod.checked = true;
    cod.dispatchEvent(new Event('change', { bubbles: true }));
    const form = document.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(sent().map(([name, payload]) => [name, payload.payment_type ?? payload.shipping_tier])).toEqual([
      ['add_payment_info', 'Cash on delivery'],
      ['add_shipping_info', 'Flat rate'],
    ]);
  });
});

describe('WooCommerce blocks', () => {
  it('follow the blocks actions on wp.hooks and the viewed-product event', () => {
    const hooks = createHooks();
    scope.wp = { hooks };
    start({ cart: { items: [{ ...beanie, key: 'k', quantity: 1 }], totals: { currency_code: 'GBP', currency_minor_unit: 2 } } });
    hooks.doAction('experimental__woocommerce_blocks-product-list-render', { products: [hoodie], listName: 'New in' });
    hooks.doAction('experimental__woocommerce_blocks-checkout-render-checkout-form', { storeCart: { items: [] } });
    hooks.doAction('experimental__woocommerce_blocks-cart-remove-item', { product: beanie, quantity: 1 });
    document.body.dispatchEvent(new CustomEvent('wc-blocks_viewed_product', { detail: { productId: 12 } }));
    expect(sent()).toEqual([
      ['view_item_list', expect.objectContaining({ item_list_id: 'new_in' }) as Record<string, unknown>],
      ['begin_checkout', expect.objectContaining({ value: 18 }) as Record<string, unknown>],
      ['remove_from_cart', { items: [expect.objectContaining({ item_id: 'woo-beanie', quantity: 1 })] }],
      ['select_content', { content_type: 'product', content_id: '#12' }],
    ]);
  });

  it("block checkout: the chosen shipping rate and payment method once each, the rest on placing the order; a new checkout form reports them again", () => {
    const hooks = createHooks();
    const paymentMethods = { stripe: { title: 'Card' }, cod: { title: 'Cash on delivery' } };
    scope.wp = { hooks, data: { select: () => ({ getActivePaymentMethod: () => 'cod' }) } };
    scope.wc = { wcSettings: { getSetting: (name: string) => (name === 'paymentMethodData' ? paymentMethods : undefined) } };
    const storeCart = {
      items: [{ ...beanie, key: 'k', quantity: 1 }], totals: { currency_code: 'GBP', currency_minor_unit: 2 },
      shipping_rates: [{ shipping_rates: [{ rate_id: 'flat_rate:1', name: 'Flat rate', selected: false }, { rate_id: 'free_shipping:2', name: 'Free shipping', selected: true }] }],
    };
    start({});
    const act = (name: string, input: object): void => void hooks.doAction(`experimental__woocommerce_blocks-${name}`, { storeCart, ...input });
    const choices = (): unknown[][] => sent().filter(([name]) => name.startsWith('add_')).map(([name, payload]) => [name, payload.shipping_tier ?? payload.payment_type]);
    act('checkout-render-checkout-form', {});
    act('checkout-set-active-payment-method', { paymentMethodSlug: 'stripe' });
    act('checkout-submit', {});
    act('checkout-submit', {});
    expect(choices()).toEqual([['add_payment_info', 'Card'], ['add_shipping_info', 'Free shipping']]);
    act('checkout-render-checkout-form', {});
    act('checkout-set-selected-shipping-rate', { shippingRateId: 'flat_rate:1' });
    act('checkout-submit', {});
    expect(choices().slice(2)).toEqual([['add_shipping_info', 'Flat rate'], ['add_payment_info', 'Cash on delivery']]);
    delete scope.wc;
  });
});

describe('consent mode', () => {
  const updates = (): unknown[] => (scope.dataLayer as ArrayLike<unknown>[]).map((a) => Array.from(a)).filter((a) => a[0] === 'consent').map((a) => a[2]);

  it("updates gtag's consent for the categories the visitor decided: statistics → analytics, marketing → ads", () => {
    start({}, ALL_EVENTS, fakeConsent({ statistics: true, marketing: false }));
    expect(updates()).toEqual([{ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });

  it('sends nothing for undecided categories, then follows consent changes', () => {
    const consent = fakeConsent({});
    start({}, ALL_EVENTS, consent);
    expect(updates()).toEqual([]);
    consent.change('statistics', false);
    consent.change('marketing', true);
    consent.change('functional', true);
    expect(updates()).toEqual([{ analytics_storage: 'denied' }, { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });
});
