import { describe, expect, it } from 'vitest';
import type { Ga4Cart, Ga4Item, Ga4Order } from './data.ts';
import { eventPayload, listId } from './payloads.ts';

const beanie: Ga4Item = { id: 15, name: 'Beanie', sku: 'woo-beanie', categories: [{ name: 'Accessories' }], prices: { price: 1800, currency_minor_unit: 2 } };
const cap: Ga4Item = { id: 16, name: 'Cap', sku: 'woo-cap', categories: [], prices: { price: 1600, currency_minor_unit: 2 } };
const cart: Ga4Cart = {
  items: [{ ...beanie, key: 'a', quantity: 2, prices: { price: 3600, currency_minor_unit: 2 } }],
  coupons: [{ code: 'welcome10' }],
  totals: { currency_code: 'GBP', total_price: 3740, currency_minor_unit: 2 },
};
const SKU = 'product_sku';

describe('GA4 event payloads', () => {
  it("view_item_list: the page's list name and its id, items numbered from 1", () => {
    expect(eventPayload('view_item_list', { products: [beanie, cap], listName: 'Category: Hats & caps' }, SKU)).toEqual({
      item_list_id: 'category_hats_caps',
      item_list_name: 'Category: Hats & caps',
      items: [
        { item_id: 'woo-beanie', item_name: 'Beanie', item_list_name: 'Category: Hats & caps', item_category: 'Accessories', price: 18, index: 1 },
        { item_id: 'woo-cap', item_name: 'Cap', item_list_name: 'Category: Hats & caps', price: 16, index: 2 },
      ],
    });
  });

  it("view_item_list: a list the page does not name is GA4 for WooCommerce 2.3.0's 'Product List' (not SPEC 9.3's 'engagement')", () => {
    expect(eventPayload('view_item_list', { products: [beanie] }, SKU)).toMatchObject({ item_list_id: 'product_list', item_list_name: 'Product List', items: [{ item_list_name: 'Product List' }] });
    expect(eventPayload('view_item_list', { products: [] }, SKU)).toBeNull();
    expect(listId(' Search Results! ')).toBe('search_results');
  });

  it('view_item and select_content name the product', () => {
    expect(eventPayload('view_item', { product: beanie }, SKU)).toEqual({ items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_list_name: 'Product List', item_category: 'Accessories', price: 18 }] });
    expect(eventPayload('select_content', { product: beanie }, SKU)).toEqual({ content_type: 'product', content_id: 'woo-beanie' });
    expect(eventPayload('select_content', {}, SKU)).toBeNull();
  });

  it('add_to_cart and remove_from_cart send one item, quantity 1 unless the item says otherwise', () => {
    expect(eventPayload('add_to_cart', { product: beanie }, SKU)).toEqual({ items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 1, price: 18 }] });
    expect(eventPayload('remove_from_cart', { product: { ...beanie, quantity: 2 } }, SKU)).toMatchObject({ items: [{ quantity: 2 }] });
    expect(eventPayload('remove_from_cart', {}, SKU)).toEqual({ items: [] });
  });

  it('begin_checkout: the cart value, currency, first coupon and items', () => {
    expect(eventPayload('begin_checkout', { storeCart: cart }, SKU)).toEqual({
      currency: 'GBP', value: 36, coupon: 'welcome10', items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 2, price: 36 }],
    });
    expect(eventPayload('begin_checkout', { storeCart: { ...cart, items: [] } }, SKU)).toBeNull();
    expect(eventPayload('begin_checkout', { storeCart: { ...cart, coupons: {} } }, SKU)).not.toHaveProperty('coupon');
  });

  it('add_shipping_info and add_payment_info add the chosen rate and method to the cart payload', () => {
    expect(eventPayload('add_shipping_info', { storeCart: cart, shippingTier: 'Flat rate' }, SKU)).toMatchObject({ value: 36, shipping_tier: 'Flat rate' });
    expect(eventPayload('add_payment_info', { storeCart: cart, paymentType: 'Cash on delivery' }, SKU)).toMatchObject({ value: 36, payment_type: 'Cash on delivery' });
  });

  it('purchase: transaction id, affiliation, totals from minor units and the items after coupons', () => {
    const order: Ga4Order = {
      id: '1042',
      affiliation: 'Shop Islands',
      totals: { currency_code: 'GBP', currency_minor_unit: 2, tax_total: 773, shipping_total: 500, total_price: 4640 },
      items: [{ ...beanie, quantity: 2, price_after_coupon_discount: 1620 }],
    };
    expect(eventPayload('purchase', { order }, SKU)).toEqual({
      transaction_id: '1042', affiliation: 'Shop Islands', currency: 'GBP', value: 46.4, tax: 7.73, shipping: 5,
      items: [{ item_id: 'woo-beanie', item_name: 'Beanie', item_category: 'Accessories', quantity: 2, price: 16.2, discount: 1.8 }],
    });
    expect(eventPayload('purchase', {}, SKU)).toBeNull();
  });

  it('search: the term', () => {
    expect(eventPayload('search', { searchTerm: 'hoodie' }, SKU)).toEqual({ search_term: 'hoodie' });
    expect(eventPayload('search', {}, SKU)).toBeNull();
  });
});
