import { describe, expect, it } from 'vitest';
import type { Ga4Item } from './data.ts';
import { categoryFields, findItem, impressionFields, itemFields, itemId } from './items.ts';

const hoodie: Ga4Item = {
  id: 12,
  name: 'Hoodie',
  sku: 'woo-hoodie',
  categories: [{ name: 'Clothing' }, { name: 'Hoodies' }],
  prices: { price: 4500, currency_minor_unit: 2 },
};

describe('item id', () => {
  it('is the SKU with the product_sku setting, else # and the id; the id with product_id', () => {
    expect(itemId(hoodie, 'product_sku')).toBe('woo-hoodie');
    expect(itemId({ ...hoodie, sku: '' }, 'product_sku')).toBe('#12');
    expect(itemId(hoodie, 'product_id')).toBe(12);
  });

  it('prefers the identifier the server computed (GA4 extension data)', () => {
    const item = { ...hoodie, extensions: { woocommerce_google_analytics_integration: { identifier: '#7' } } };
    expect(itemId(item, 'product_sku')).toBe('#7');
    expect(itemId(item, 'product_id')).toBe('#7');
  });
});

describe('categories', () => {
  it('sends at most five, as item_category … item_category5', () => {
    const item = { ...hoodie, categories: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name })) };
    expect(categoryFields(item)).toEqual({ item_category: 'A', item_category2: 'B', item_category3: 'C', item_category4: 'D', item_category5: 'E' });
    expect(categoryFields({ id: 1 })).toEqual({});
  });
});

describe('item fields', () => {
  it('turns minor units into money with the item currency minor unit', () => {
    expect(itemFields(hoodie, 1, 'product_sku')).toEqual({
      item_id: 'woo-hoodie', item_name: 'Hoodie', item_category: 'Clothing', item_category2: 'Hoodies', quantity: 1, price: 45,
    });
    expect(itemFields({ ...hoodie, prices: { price: '1999', currency_minor_unit: 2 } }, 1, 'product_sku').price).toBe(19.99);
    expect(itemFields({ ...hoodie, prices: { price: 1500, currency_minor_unit: 0 } }, 1, 'product_sku').price).toBe(1500);
    expect(itemFields({ ...hoodie, prices: { price: 12345, currency_minor_unit: 3 } }, 1, 'product_sku').price).toBe(12.345);
    expect(itemFields({ ...hoodie, prices: { price: 1999 } }, 1, 'product_sku').price).toBe(19.99);
  });

  it("uses the item's own quantity before the given one, and a cart line's total as its price", () => {
    const line = { ...hoodie, quantity: 3, totals: { line_total: '13500' } };
    expect(itemFields(line, 1, 'product_sku')).toMatchObject({ quantity: 3, price: 135 });
  });

  it('describes variants from a ready text or from the attribute list', () => {
    expect(itemFields({ ...hoodie, variation: 'pa_colour: blue' }, 1, 'product_sku').item_variant).toBe('pa_colour: blue');
    const variation = [{ attribute: 'Colour', value: 'Blue' }, { attribute: 'Size', value: 'L' }, { attribute: 'Logo', value: '' }];
    expect(itemFields({ ...hoodie, variation }, 1, 'product_sku').item_variant).toBe('colour: Blue, size: L');
    expect(itemFields(hoodie, 1, 'product_sku')).not.toHaveProperty('item_variant');
  });

  it('reports a coupon discount and the price after it', () => {
    expect(itemFields({ ...hoodie, price_after_coupon_discount: 4050 }, 1, 'product_sku')).toMatchObject({ price: 40.5, discount: 4.5 });
    expect(itemFields({ ...hoodie, price_after_coupon_discount: 4500 }, 1, 'product_sku')).not.toHaveProperty('discount');
  });
});

describe('impression fields', () => {
  it('carry the list name and the unit price', () => {
    expect(impressionFields(hoodie, 'Shop', 'product_sku')).toEqual({
      item_id: 'woo-hoodie', item_name: 'Hoodie', item_list_name: 'Shop', item_category: 'Clothing', item_category2: 'Hoodies', price: 45,
    });
  });
});

describe('findItem', () => {
  it('finds by id in the first list that has it, comparing ids as text', () => {
    const cartLine = { ...hoodie, key: 'abc' };
    expect(findItem('12', undefined, [cartLine])).toBe(cartLine);
    expect(findItem(12, [hoodie], [cartLine])).toBe(hoodie);
    expect(findItem(99, [hoodie])).toBeUndefined();
  });
});
